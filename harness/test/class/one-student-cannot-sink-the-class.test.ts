import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CLASS_FORMAT } from "../../src/class/class-report.js";
import { writeClassOutputs } from "../../src/class/write-class-outputs.js";
import { runCli } from "../../src/cli/run-cli.js";
import { classCommandLine } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

// 60,000 short lines of markup per case (600 KiB, under the default output limit of 1 MiB): once
// enough to grow one student's report past what a string holds, and no one's was written.
const flood = `let text = "";
for (let index = 0; index < 60000; index++) text += "<td>" + (index % 10) + "</td>\\n";
process.stdout.write(text);`;

describe("a class where one student's report is huge or cannot be written", () => {
  test("a student flooding every case gets a report cut to a readable size, and the class its files", async () => {
    const root = await makeSuite({
      "suite/a.in": "hi\n",
      "suite/a.out": "HI\n",
      "suite/b.in": "yo\n",
      "suite/b.out": "YO\n",
      "subs/ana/main.mjs":
        'process.stdin.on("data", (chunk) => process.stdout.write(String(chunk).toUpperCase()));',
      "subs/flood/main.mjs": flood,
    });
    const out = path.join(root, "out");
    const io = makeIo(classCommandLine(root, "--out", out));
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toMatch(/✗ flood +0\/2 +2 Wrong Answer\n/);
    // Cut with a note (see cutDiff's tests), or, on a loaded machine, no diff at all when computing
    // it took too long: small either way, where the whole diffs made a page of megabytes.
    const page = path.join(out, "students/flood/report.html");
    expect((await stat(page)).size).toBeLessThan(1024 * 1024);
    expect(existsSync(path.join(out, "students/ana/report.html"))).toBe(true);
    const csv = await readFile(path.join(out, "scoreboard.csv"), "utf8");
    expect(csv).toMatch(/\r\nflood,,0,2,/);
    expect(JSON.parse(await readFile(path.join(out, "class.json"), "utf8")).students).toHaveLength(
      2,
    );
  }, 120_000);

  // A clone's path may be longer than the system takes (git keeps it): hashing the submission
  // for its kept result threw ENAMETOOLONG, and the class stopped with an internal error.
  test("a submission with a path longer than the system takes is that student's Compilation Error", async () => {
    const root = await makeSuite({
      "suite/a.in": "hi\n",
      "suite/a.out": "HI\n",
      "subs/ana/main.mjs":
        'process.stdin.on("data", (chunk) => process.stdout.write(String(chunk).toUpperCase()));',
      "subs/deep/main.mjs": "",
    });
    const deep = path.join(root, "subs/deep");
    try {
      makeDeepTree(deep);
      const out = path.join(root, "out");
      const io = makeIo(classCommandLine(root, "--out", out));
      expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
      expect(io.text()).toMatch(/✓ ana +1\/1\n/);
      expect(io.text()).toMatch(
        /✗ deep +0\/1 +Compilation Error: cannot read the submission: a path in it is longer than this system takes \(ENAMETOOLONG\)\n/,
      );
    } finally {
      removeDeepTree(deep);
    }
  }, 120_000);

  test("a report that cannot be written is a line in the log and a mark on the scoreboard, and stops no one", async () => {
    const out = await makeSuite({});
    // A file where bo's report folder should be: his reports cannot be written.
    await mkdir(path.join(out, "students"), { recursive: true });
    await writeFile(path.join(out, "students/bo"), "in the way\n");
    const problems: string[] = [];
    const student = (name: string) => ({
      name,
      folder: name,
      fresh: true,
      load: async () => ({ ...makeReport([makeCase("a")]), student: name }),
    });
    const header = {
      format: CLASS_FORMAT,
      suite: "/suite",
      gradedWith: "h",
      settings: {},
      cases: [{ name: "a", maxPoints: 1 }],
    } as const;
    const rows = await writeClassOutputs(
      out,
      header,
      [student("ana"), student("bo"), student("cy")],
      (message) => problems.push(message),
    );
    expect(problems).toEqual([expect.stringMatching(/^the report of bo was not written: /)]);
    expect(rows.map((row) => row.problem === undefined)).toEqual([true, false, true]);
    for (const name of ["ana", "cy"])
      expect(existsSync(path.join(out, "students", name, "report.html"))).toBe(true);
    const scoreboard = await readFile(path.join(out, "scoreboard.html"), "utf8");
    expect(scoreboard).toContain(`<span class="problem" title="`);
    expect(scoreboard.match(/report not written/g)).toHaveLength(1);
    expect(existsSync(path.join(out, "class.json"))).toBe(true);
  });
});

/** Folders below `dir` deeper than the system's longest path (4,096 bytes), made folder by folder. */
function makeDeepTree(dir: string): void {
  const script = `const fs = require("node:fs");
for (let i = 0; i < 25; i++) { fs.mkdirSync("d".repeat(200)); process.chdir("d".repeat(200)); }
fs.writeFileSync("g.txt", "x\\n");`;
  execFileSync(process.execPath, ["-e", script], { cwd: dir });
}

/** Node's own `rm` cannot remove such a tree: the system's can. */
function removeDeepTree(dir: string): void {
  execFileSync("rm", ["-rf", "--", dir]);
}
