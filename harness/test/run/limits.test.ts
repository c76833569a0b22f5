import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const TIME_LIMIT_MS = 600;

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

describe("the time limit", () => {
  test("stops a sleeping program and gives Time Limit Exceeded", async () => {
    const suite = await makeSuite({ "slow.in": "", "slow.out": "" });
    const started = performance.now();
    const result = await runSuite({
      suite,
      command: nodeProgram("sleep.mjs"),
      timeLimitMs: TIME_LIMIT_MS,
    });
    expect(performance.now() - started).toBeLessThan(TIME_LIMIT_MS + 2000);
    expect(result.cases[0]).toMatchObject({
      verdict: "Time Limit Exceeded",
      message: "still running after 0.6 s (the time limit); stopped",
    });
  });

  test("without a sandbox, kills the whole process group behind a sh -c wrapper", async () => {
    const suite = await makeSuite({ "slow.in": "", "slow.out": "" });
    const pidFile = path.join(suite, "grandchild.pid");
    // `; true` keeps sh from replacing itself with node: the program really is a grandchild.
    const command = `sh -c "${nodeProgram("sleep.mjs", pidFile)}; true"`;
    const result = await runSuite({ suite, command, timeLimitMs: TIME_LIMIT_MS, sandbox: "none" });
    expect(result.cases[0]?.verdict).toBe("Time Limit Exceeded");
    const grandchild = Number(await readFile(pidFile, "utf8"));
    expect(grandchild).toBeGreaterThan(0);
    await expect.poll(() => isAlive(grandchild), { timeout: 1000 }).toBe(false);
  });
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
