import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { classCommandLine } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

const env = { NO_COLOR: "1" };
// A "language" with a build step: each student's build.mjs makes main.mjs, which the cases run.
const build = 'import { copyFileSync } from "node:fs";\ncopyFileSync("src.mjs", "main.mjs");\n';
const shout =
  'process.stdin.on("data", (chunk) => process.stdout.write(String(chunk).toUpperCase()));';
const echo = "process.stdin.pipe(process.stdout);";

async function makeClass() {
  return makeSuite({
    "suite/a.in": "hi\n",
    "suite/a.out": "HI\n",
    "suite/b.in": "yo\n",
    "suite/b.out": "YO\n",
    "subs/ana/build.mjs": build,
    "subs/ana/src.mjs": shout,
    "subs/bo/build.mjs": build,
    "subs/bo/src.mjs": echo,
    "subs/cy/build.mjs": 'console.error("src.mjs: syntax error on line 3"); process.exit(1);\n',
    "subs/dee/notes.txt": "forgot the build script\n",
  });
}

async function grade(root: string, ...args: string[]) {
  const io = makeIo(classCommandLine(root, "--build", `${process.execPath} build.mjs`, ...args));
  const status = await runCli(io, env);
  return { status, text: io.text() };
}

describe("games-grade class with --build and --cmd", () => {
  test("builds in each student's folder and runs --cmd from there", async () => {
    const root = await makeClass();
    const { status, text } = await grade(root, "--out", path.join(root, "out"));
    expect(status).toBe(0);
    expect(text).toMatch(/✓ ana +2\/2\n/);
    expect(text).toMatch(/✗ bo +0\/2 +2 Presentation Error\n/);
    expect(text).toMatch(
      /✗ cy +0\/2 +Compilation Error: .*build\.mjs failed \(exit code 1\): src\.mjs: syntax error on line 3\n/,
    );
    expect(text).toMatch(/✗ dee +0\/2 +Compilation Error: /);
    // The teacher's download is never written to.
    await expect(readFile(path.join(root, "subs/ana/main.mjs"))).rejects.toThrow();
  }, 120_000);

  test("a student's reports name paths from their own folder, never the teacher's", async () => {
    const root = await makeClass();
    const out = path.join(root, "out");
    await grade(root, "--out", out);
    for (const student of ["ana", "bo", "cy", "dee"]) {
      for (const file of ["report.json", "report.html"]) {
        const text = await readFile(path.join(out, "students", student, file), "utf8");
        expect(text).not.toContain(root);
      }
    }
    // Node names the build script it could not find by the path it was given: the student's own.
    const dee = JSON.parse(await readFile(path.join(out, "students/dee/report.json"), "utf8"));
    expect(dee.build.output).toContain("Cannot find module 'build.mjs'");
    expect(dee.program).toBe(`${process.execPath} main.mjs`);
    expect(dee.cases[0].file).toBe("a.out");
  }, 120_000);

  // The copy of a submission has no links, but a build may make any, and the grader shows the
  // program what the command names, links followed: another student's program, an expected output.
  test("a build that links the program to a file outside the student's folder is refused", async () => {
    const link = (target: string) =>
      `import { symlinkSync } from "node:fs";\nsymlinkSync(${JSON.stringify(target)}, "main.mjs");\n`;
    const root = await makeSuite({
      "suite/a.in": "HI\n",
      "suite/a.out": "HI\n",
      "subs/eve/build.mjs": "", // made below: it names the suite's path
      // Into its own folder, and into the system's, as a Python venv's links go: both kept.
      "subs/fay/build.mjs": `${link("src/echo.mjs")}symlinkSync("/bin/sh", "sh");\n`,
      "subs/fay/src/echo.mjs": echo,
      "subs/gus/build.mjs": link("nowhere/main.mjs"),
      "subs/hal/build.mjs": link("/etc/shadow"), // in the system's folders, but not for all to read
    });
    await writeFile(path.join(root, "subs/eve/build.mjs"), link(path.join(root, "suite/a.out")));
    const { text } = await grade(root, "--out", path.join(root, "out"));
    expect(text).toMatch(/✓ fay +1\/1\n/);
    expect(text).toMatch(/✗ eve +0\/1 +Compilation Error: /);
    expect(text).toContain(
      `the build made a link that leads outside the program's folder, or to nothing: main.mjs -> ${path.join(root, "suite/a.out")}\n`,
    );
    expect(text).toMatch(
      /✗ gus +0\/1 +Compilation Error: the build made a link that leads outside the program's folder, or to nothing: main\.mjs -> nowhere\/main\.mjs\n/,
    );
    expect(text).toMatch(/✗ hal +0\/1 +Compilation Error: .* main\.mjs -> \/etc\/shadow\n/);
  }, 120_000);

  test("shards graded apart merge into the whole class's scoreboard", async () => {
    const root = await makeClass();
    await grade(root, "--out", path.join(root, "whole"));
    await grade(root, "--out", path.join(root, "one"), "--shard", "1/2");
    await grade(root, "--out", path.join(root, "two"), "--shard", "2/2");
    const merge = makeIo([
      "merge",
      path.join(root, "one/class.json"),
      path.join(root, "two/class.json"),
      "--out",
      path.join(root, "merged"),
    ]);
    expect(await runCli(merge, env)).toBe(0);
    expect(merge.text()).toContain("4 students: 1 with every case accepted, 3 not · merged");
    const csv = (folder: string) => readFile(path.join(root, folder, "scoreboard.csv"), "utf8");
    expect(await csv("merged")).toBe(await csv("whole"));
    expect((await csv("one")).split("\r\n").map((line) => line.split(",")[0])).toEqual([
      "student",
      "ana",
      "cy",
      "",
    ]);
  }, 180_000);
});

describe("games-grade class refuses what cannot work, before grading anyone", () => {
  test.each([
    [["class", "subs"], "class needs --suite DIR or --game NAME, one of them (see --help)"],
    [
      ["class", "subs", "--suite", "s", "--build", "make"],
      "--build needs --cmd: the program the build makes, e.g. --cmd ./main",
    ],
    [
      ["class", "subs", "--suite", "s", "-r", "json=x.json"],
      "--reporter is not for class: it writes every student's reports and the scoreboards in --out",
    ],
    [
      ["class", "--suite", "s"],
      "class needs one folder of submissions: games-grade class SUBMISSIONS --game NAME (see --help)",
    ],
    [
      ["class", "subs", "--suite", "s", "--max-tle", "0"],
      '--max-tle must be a whole number from 1, not "0"',
    ],
  ])("%j", async (args, message) => {
    await expect(runCli(makeIo(args), env)).rejects.toThrow(message);
  });

  test("a filter that selects no case is an error (exit 2)", async () => {
    const root = await makeClass();
    const args = ["class", path.join(root, "subs"), "--suite", path.join(root, "suite")];
    const error = await runCli(
      makeIo([...args, "--cmd", "x", "--filter", "zz*", "--out", path.join(root, "o")]),
      env,
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      exitCode: 2,
      message: '--filter "zz*" selects none of the 2 cases',
    });
  });
});
