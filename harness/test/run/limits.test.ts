import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

/** A killed process whose parent died waits as a zombie until init reaps it: that counts as gone. */
function isAlive(pid: number): boolean {
  if (existsSync("/proc")) {
    try {
      return readFileSync(`/proc/${pid}/stat`, "utf8").split(" ")[2] !== "Z";
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each run here is a real process on a machine that may be busy: seconds of wall time, not milliseconds.
const RUN_TIMEOUT_MS = 60_000;

describe("the time limit", () => {
  test.each(["strict", "basic", "none"] as const)(
    "is CPU time: a program computing for ever gets Time Limit Exceeded (limit cpu), sandbox %s",
    async (sandbox) => {
      const suite = await makeSuite({ "busy.in": "", "busy.out": "" });
      const result = await runSuite({
        suite,
        command: nodeProgram("spin.mjs"),
        timeLimitMs: 500,
        sandbox,
      });
      expect(result.isolation?.timeLimit).toBe("cpu");
      expect(result.cases[0]).toMatchObject({
        verdict: "Time Limit Exceeded",
        limit: "cpu",
        message: "used more than 0.5 s of CPU time (the time limit); stopped",
      });
      expect(result.cases[0]?.cpuMs).toBeGreaterThanOrEqual(500);
    },
    RUN_TIMEOUT_MS,
  );

  test(
    "a sleeping program is stopped by the wall-clock limit: Time Limit Exceeded (limit wall)",
    async () => {
      const suite = await makeSuite({ "slow.in": "", "slow.out": "" });
      const result = await runSuite({
        suite,
        command: nodeProgram("sleep.mjs"),
        timeLimitMs: 500,
        wallLimitMs: 1500,
      });
      expect(result.cases[0]).toMatchObject({ verdict: "Time Limit Exceeded", limit: "wall" });
      expect(result.cases[0]?.message).toMatch(
        /^still running after 1\.5 s of wall-clock time \(the wall limit; [\d.]+ s spent waiting for a busy processor not counted\), having used [\d.]+ s of CPU time; stopped$/,
      );
      expect(result.cases[0]?.cpuMs).toBeLessThan(500);
    },
    RUN_TIMEOUT_MS,
  );

  test.each(["strict", "basic", "none"] as const)(
    "a hidden check that goes on after its program was stopped is Time Limit Exceeded, never judged by its output (sandbox %s)",
    async (sandbox) => {
      // The case: `sh -c 'prog; echo after'` with prog looping once came back Wrong Answer.
      const suite = await makeSuite({ "hidden.in": "", "hidden.out": "after\n" });
      const command = `sh -c "${nodeProgram("spin.mjs")}; echo after"`;
      const result = await runSuite({ suite, command, timeLimitMs: 1000, sandbox });
      expect(result.cases[0]).toMatchObject({ verdict: "Time Limit Exceeded", limit: "cpu" });
    },
    RUN_TIMEOUT_MS,
  );

  test(
    "without a sandbox, kills the whole process group behind a sh -c wrapper",
    async () => {
      const suite = await makeSuite({ "slow.in": "", "slow.out": "" });
      const pidFile = path.join(suite, "grandchild.pid");
      // `; true` keeps sh from replacing itself with node: the program really is a grandchild.
      const command = `sh -c "${nodeProgram("sleep.mjs", pidFile)}; true"`;
      const result = await runSuite({
        suite,
        command,
        timeLimitMs: 500,
        wallLimitMs: 1500,
        sandbox: "none",
      });
      expect(result.cases[0]?.verdict).toBe("Time Limit Exceeded");
      const grandchild = Number(await readFile(pidFile, "utf8"));
      expect(grandchild).toBeGreaterThan(0);
      await expect.poll(() => isAlive(grandchild), { timeout: 10_000 }).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );
});

describe("suite.json's wallLimit", () => {
  // Lower than the time limit, and kept so, as --wall-limit is. The default wall limit would be
  // 15 s (for 5 s of CPU time) or 7 s (for 2 s): the message names the one used.
  test.each([
    ["stops a sleeping program at its seconds", {}, "1 s"],
    ["applies beside --time-limit, which sets only the time limit", { timeLimitMs: 2000 }, "1 s"],
    ["gives way to --wall-limit", { wallLimitMs: 1500 }, "1.5 s"],
  ])(
    "%s: Time Limit Exceeded (limit wall)",
    async (_, options, limit) => {
      const suite = await makeSuite({
        "suite.json": JSON.stringify({ wallLimit: 1 }),
        "slow.in": "",
        "slow.out": "",
      });
      const result = await runSuite({ suite, command: "sh -c 'sleep 30'", ...options });
      expect(result.cases[0]).toMatchObject({ verdict: "Time Limit Exceeded", limit: "wall" });
      expect(result.cases[0]?.message).toContain(
        `still running after ${limit} of wall-clock time (the wall limit;`,
      );
    },
    RUN_TIMEOUT_MS,
  );
});

describe("the output limit", () => {
  test("stops an endless printer and gives Output Limit Exceeded, keeping no more than the limit", async () => {
    const suite = await makeSuite({ "loud.in": "", "loud.out": "y\n" });
    const result = await runSuite({
      suite,
      command: nodeProgram("endless.mjs"),
      outputLimitBytes: 64 * 1024,
      timeLimitMs: 5000,
    });
    expect(result.cases[0]).toMatchObject({
      verdict: "Output Limit Exceeded",
      message: "wrote more than 65536 bytes (the output limit); stopped",
    });
    expect(result.cases[0]?.actual.length).toBe(64 * 1024);
  });

  test("counts the output of protocol cases too", async () => {
    const suite = await makeSuite({ "loud.protocol": "> go\ny\n" });
    const result = await runSuite({
      suite,
      command: nodeProgram("endless.mjs"),
      outputLimitBytes: 4096,
    });
    expect(result.cases[0]?.verdict).toBe("Output Limit Exceeded");
  });
});
