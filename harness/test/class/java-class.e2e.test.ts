import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import type { ClassReport } from "../../src/class/class-report.js";
import { runCli } from "../../src/cli/run-cli.js";
import { runSuite } from "../../src/grade/index.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

const hasJava = spawnSync("javac", ["-version"]).status === 0;
const env = { NO_COLOR: "1" };

/** A student's Main: reads lines and prints `body` for each (`line` is the line). */
function program(body: string, { before = "", packageLine = "" } = {}): string {
  return `${packageLine}
import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    ${before}
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    for (String line = in.readLine(); line != null; line = in.readLine()) System.out.println(${body});
  }
}
`;
}

const accepted = program("line.toUpperCase()");
const zip = (entries: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])));

// What each student of the synthetic class hands in, and the row they must get (3 cases).
const CLASS: Record<string, string> = {
  "accepted/Main.java": accepted,
  "presentation/Main.java": program(`line.toUpperCase() + " "`),
  "wrong/Main.java": program("new StringBuilder(line).reverse()"),
  "compile-error/Main.java": accepted.replace("toUpperCase());", "toUpperCase())"),
  "endless/Main.java": program("line", { before: "for (;;) { if (args.length > 99) break; }" }),
  "crash/Main.java": program("line", {
    before: `if (args.length < 99) throw new IllegalStateException("boom");`,
  }),
  "memory-hog/Main.java": program("line", {
    before:
      "java.util.List<long[]> hog = new java.util.ArrayList<>(); while (args.length < 99) hog.add(new long[1 << 20]);",
  }),
  "packaged/src/app/Main.java": program("line.toUpperCase()", { packageLine: "package app;" }),
  "no-main/Helper.java": "class Helper { static void help() {} }\n",
  "two-mains/Main.java": accepted,
  "two-mains/tools/Tool.java": `package tools;\n${accepted.replace("class Main", "class Tool")}`,
  "Zoë Ñúñez/Main.java": accepted,
  "empty/.DS_Store": "",
};

describe.skipIf(!hasJava)("games-grade class on a synthetic Java class", () => {
  let root = "";
  let subs = "";
  let suite = "";
  /** Grades the class in `from` (the submissions as handed in, unless a test changed a copy). */
  const grade = async (out: string, { from = subs, extra = [] as string[] } = {}) => {
    const io = makeIo([
      "class",
      from,
      "--suite",
      suite,
      "--out",
      path.join(root, out),
      "--time-limit",
      "5s",
      // The endless student must reach the time limit (CPU time) before the wall limit, however
      // little of a processor a busy machine gives it (CI gave it 15%): the default wall limit,
      // stretched at most 4 times for its waits, needs 8% of one; this 4%.
      "--wall-limit",
      "30s",
      "--max-tle",
      "1",
      "-j",
      "2",
      // The memory hog stops at a small heap wherever it runs (with or without a cgroup).
      "--env",
      "JAVA_TOOL_OPTIONS=-Xmx64m",
      ...extra,
    ]);
    const status = await runCli(io, env);
    return { status, text: io.text() };
  };
  const readCsv = (out: string) => readFile(path.join(root, out, "scoreboard.csv"), "utf8");
  let first = { status: -1, text: "" };

  beforeAll(async () => {
    root = await makeSuite({
      ...Object.fromEntries(Object.entries(CLASS).map(([file, text]) => [`subs/${file}`, text])),
      "suite/shout-1.in": "hello\n",
      "suite/shout-1.out": "HELLO\n",
      "suite/shout-2.in": "a b\nc\n",
      "suite/shout-2.out": "A B\nC\n",
      "suite/shout-3.in": "xyz\n",
      "suite/shout-3.out": "XYZ\n",
    });
    subs = path.join(root, "subs");
    suite = path.join(root, "suite");
    await writeFile(path.join(subs, "zoe.zip"), zip({ "Main.java": accepted }));
    await writeFile(path.join(subs, "slip.zip"), zip({ "Main.java": accepted, "../../x": "" }));
    const moodle = path.join(subs, "Ana_42_assignsubmission_file_");
    await mkdir(moodle);
    await writeFile(path.join(moodle, "project.zip"), zip({ "project/src/Main.java": accepted }));
    first = await grade("grades");
  }, 300_000);

  test("gives each student the row their submission earns", async () => {
    expect(first.status).toBe(0);
    const rows = (await readCsv("grades")).split("\r\n").map((line) => {
      // Student, id, points, max_points come first, the cases last (a quoted reason between).
      const cells = line.split(",");
      const id = cells[1] === "" ? "" : ` (${cells[1]})`;
      return `${cells[0]}${id} ${cells.slice(2, 4).join("/")} ${cells.slice(-3).join(" ")}`;
    });
    expect(rows[0]).toBe("student (id) points/max_points shout-1 shout-2 shout-3");
    // The endless student's cases whole first: should one ever not be a time limit, it says why.
    const report = JSON.parse(
      await readFile(path.join(root, "grades/students/endless/report.json"), "utf8"),
    );
    const cases = (report.cases as Record<string, unknown>[]).map((run, index) => ({
      run,
      whole: `the endless student's case ${index + 1}: ${JSON.stringify({ ...run, diff: undefined })}`,
    }));
    for (const [index, { run, whole }] of cases.entries()) {
      const expected = index === 0 ? ["Time Limit Exceeded"] : ["Time Limit Exceeded", "Not Run"];
      expect(expected, whole).toContain(run.verdict);
    }
    const endless = rows.find((row) => row.startsWith("endless ")) ?? "";
    expect(endless).toMatch(/^endless 0\/3 TLE (TLE|NR) (TLE|NR)$/);
    // --max-tle does not count a wall limit the machine's load stretched: should one have stopped
    // them, this says so.
    expect(endless, cases.map(({ whole }) => whole).join("\n")).toContain("NR");
    expect(rows.filter((row) => row !== endless).slice(1, -1)).toEqual([
      "accepted 3/3 AC AC AC",
      "Ana (42) 3/3 AC AC AC",
      "compile-error 0/3 CE CE CE",
      "crash 0/3 RE RE RE",
      "empty 0/3 CE CE CE",
      "memory-hog 0/3 MLE MLE MLE",
      "no-main 0/3 CE CE CE",
      "packaged 3/3 AC AC AC",
      "presentation 0/3 PE PE PE",
      "slip 0/3 CE CE CE",
      "two-mains 0/3 CE CE CE",
      "wrong 0/3 WA WA WA",
      "zoe 3/3 AC AC AC",
      "Zoë Ñúñez 3/3 AC AC AC",
    ]);
  });

  test("says why a submission did not build, with the compiler's output in its report", async () => {
    expect(first.text).toMatch(
      /✗ compile-error .*Compilation Error: javac failed \(exit code 1\): Main\.java:\d+: error: ';' expected/,
    );
    expect(first.text).toContain("Compilation Error: the submission is empty: no files in it");
    expect(first.text).toContain(
      "Compilation Error: no class has a public static void main(String[]) method",
    );
    expect(first.text).toContain(
      "Compilation Error: 2 classes have a public static void main: Main (Main.java), tools.Tool (tools/Tool.java); keep one",
    );
    expect(first.text).toContain(
      'Compilation Error: slip.zip has an entry that would be written outside its folder (zip-slip), refused: "../../x"',
    );
    const report = JSON.parse(
      await readFile(path.join(root, "grades/students/compile-error/report.json"), "utf8"),
    );
    expect(report.cases[0].stderr).toMatch(/^Main\.java:\d+: error: ';' expected/m);
    const html = await readFile(
      path.join(root, "grades/students/compile-error/report.html"),
      "utf8",
    );
    expect(html).toContain("javac failed (exit code 1)");
  });

  test("grades a student as grading them alone does", async () => {
    const classes = path.join(root, "wrong-alone");
    await mkdir(classes);
    spawnSync("javac", ["-d", classes, path.join(subs, "wrong/Main.java")]);
    const alone = await runSuite({
      suite,
      command: `java -cp ${classes} Main`,
      env: ["JAVA_TOOL_OPTIONS=-Xmx64m"],
    });
    const classJson = JSON.parse(
      await readFile(path.join(root, "grades/class.json"), "utf8"),
    ) as ClassReport;
    const inClass = classJson.students.find((student) => student.name === "wrong")?.report;
    expect(inClass?.cases.map((item) => [item.name, item.verdict, item.points])).toEqual(
      alone.cases.map((item) => [item.name, item.verdict, item.points]),
    );
  }, 60_000);

  test("a second run regrades only the submission that changed", async () => {
    // On copies of the class and of the first run's kept results: the other tests read the
    // submissions and the first run's files as they were, in whatever order they run.
    const changed = path.join(root, "subs-changed");
    await cp(subs, changed, { recursive: true });
    await cp(path.join(root, "grades/.cache"), path.join(root, "regraded", ".cache"), {
      recursive: true,
    });
    await writeFile(path.join(changed, "wrong/Main.java"), accepted);
    const again = await grade("regraded", { from: changed });
    expect(again.text).toContain(
      "15 students: 6 with every case accepted, 9 not · 1 graded, 14 kept from an earlier run",
    );
    expect(again.text).toMatch(/✓ wrong +3\/3\n/);
    expect(again.text).toMatch(/✓ accepted +3\/3 \(kept\)\n/);
    expect(await readCsv("regraded")).toContain("\r\nwrong,,3,3,3,0,0,0,0,0,0,0,0,,AC,AC,AC\r\n");
  }, 120_000);

  test("shards merged give the whole class's files", async () => {
    // Kept results are shared (a shard's key is the whole run's): the shards only select and merge.
    for (const shard of ["shard-1", "shard-2"])
      await cp(path.join(root, "grades/.cache"), path.join(root, shard, ".cache"), {
        recursive: true,
      });
    await grade("shard-1", { extra: ["--shard", "1/2"] });
    await grade("shard-2", { extra: ["--shard", "2/2"] });
    const shardCsv = await readCsv("shard-1");
    expect(shardCsv.split("\r\n").map((line) => line.split(",")[0])).toEqual([
      "student",
      "accepted",
      "compile-error",
      "empty",
      "memory-hog",
      "packaged",
      "slip",
      "wrong",
      "Zoë Ñúñez",
      "",
    ]);
    const merge = makeIo([
      "merge",
      path.join(root, "shard-2/class.json"),
      path.join(root, "shard-1/class.json"),
      "--out",
      path.join(root, "merged"),
    ]);
    expect(await runCli(merge, env)).toBe(0);
    for (const file of ["scoreboard.csv", "scoreboard.html", "class.json"]) {
      expect(await readFile(path.join(root, "merged", file), "utf8")).toBe(
        await readFile(path.join(root, "grades", file), "utf8"),
      );
    }
  }, 120_000);
});
