import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite, nodeProgram, programsDir } from "../helpers/suites.js";

// Two programs computing for ever beside the grader, on top of whatever else the machine runs.
let burners: ChildProcess[] = [];
beforeAll(() => {
  burners = [1, 2].map(() =>
    spawn(process.execPath, [`${programsDir}spin.mjs`], { stdio: "ignore" }),
  );
});
afterAll(() => {
  for (const burner of burners) burner.kill("SIGKILL");
});

describe("on a busy machine", () => {
  test("a program that needs 0.6 s of CPU time is accepted under a time limit of 1.5 s, every time", async () => {
    const suite = await makeSuite({
      "one.in": "",
      "one.out": "done\n",
      "two.in": "",
      "two.out": "done\n",
      "three.in": "",
      "three.out": "done\n",
    });
    const result = await runSuite({
      suite,
      command: nodeProgram("burn-cpu.mjs", "600"),
      timeLimitMs: 1500,
      jobs: 2,
    });
    expect(result.cases.map((item) => item.verdict)).toEqual(["Accepted", "Accepted", "Accepted"]);
    // A cgroup counts to the nanosecond; without one, the box's launcher counts user and system time
    // each in whole ticks of 10 ms, rounded down.
    const least = detectIsolation().cgroup === undefined ? 580 : 600;
    for (const item of result.cases) expect(item.cpuMs).toBeGreaterThanOrEqual(least);
  }, 120_000);
});
