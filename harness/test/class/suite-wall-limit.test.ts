import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

const env = { NO_COLOR: "1" };

/** Two students whose program sleeps, against a suite whose wall limit is 1 s. */
async function makeSleepyClass() {
  return makeSuite({
    "suite/suite.json": JSON.stringify({ wallLimit: 1 }),
    "suite/a.in": "",
    "suite/a.out": "",
    "subs/ana/notes.txt": "ana\n",
    "subs/bo/notes.txt": "bo\n",
  });
}

async function grade(root: string, out: string, ...args: string[]) {
  const suite = path.join(root, "suite");
  const io = makeIo(["class", path.join(root, "subs"), "--suite", suite, "--out", out, ...args]);
  return runCli(io, env);
}

describe("a class graded against a suite with a wallLimit", () => {
  test("ends each student's sleeping program at the suite's wall limit", async () => {
    const root = await makeSleepyClass();
    const out = path.join(root, "out");
    expect(await grade(root, out, "--cmd", "sh -c 'sleep 30'")).toBe(0);
    const report = JSON.parse(await readFile(path.join(out, "students/ana/report.json"), "utf8"));
    expect(report.cases[0]).toMatchObject({ verdict: "Time Limit Exceeded", limit: "wall" });
    expect(report.cases[0].message).toContain("still running after 1 s of wall-clock time");
  }, 120_000);

  test("counts a program that sleeps toward --max-tle: its other cases are Not Run", async () => {
    const root = await makeSleepyClass();
    await writeFile(path.join(root, "suite/b.in"), "");
    await writeFile(path.join(root, "suite/b.out"), "");
    const out = path.join(root, "out");
    const cmd = ["--cmd", "sh -c 'sleep 30'", "--max-tle", "1", "-j", "1"];
    expect(await grade(root, out, ...cmd)).toBe(0);
    const report = JSON.parse(await readFile(path.join(out, "students/ana/report.json"), "utf8"));
    const [first, second] = report.cases;
    expect(first).toMatchObject({ verdict: "Time Limit Exceeded", limit: "wall" });
    // How long it waited for a busy processor is reported with the wall limit.
    expect(first.waitMs, JSON.stringify(first)).toBeTypeOf("number");
    expect(second).toMatchObject({
      verdict: "Not Run",
      message: "not run: the program exceeded a time limit in 1 case (--max-tle 1)",
    });
  }, 120_000);

  test("shards graded under two wallLimits do not merge, and the suite is named as the difference", async () => {
    const root = await makeSleepyClass();
    const cmd = ["--cmd", "sh -c 'sleep 30'"];
    await grade(root, path.join(root, "one"), ...cmd, "--shard", "1/2");
    await writeFile(path.join(root, "suite/suite.json"), JSON.stringify({ wallLimit: 2 }));
    await grade(root, path.join(root, "two"), ...cmd, "--shard", "2/2");
    const merge = makeIo(["merge", ...["one", "two"].map((dir) => `${root}/${dir}/class.json`)]);
    await expect(runCli(merge, env)).rejects.toThrow(
      `were graded against other contents of the suite ${path.join(root, "suite")}`,
    );
  }, 120_000);
});
