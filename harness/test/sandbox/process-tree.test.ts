import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { describe, expect, test } from "vitest";
import {
  canReadProcessTimes,
  readProcessTreeCpuMs,
  readProcessTreeWaitMs,
} from "../../src/sandbox/process-tree.js";
import { nodeProgram } from "../helpers/suites.js";

describe.skipIf(!canReadProcessTimes())("a process tree's times", () => {
  test("counts the CPU time of a program's children, not only its own", async () => {
    // The shell itself computes nothing: all the time is its two children's.
    const spin = nodeProgram("spin.mjs");
    const shell = spawn("/bin/sh", ["-c", `${spin} & ${spin} & wait`], {
      stdio: "ignore",
      detached: true,
    });
    const pid = shell.pid ?? 0;
    try {
      await expect
        .poll(() => readProcessTreeCpuMs(pid) ?? 0, { timeout: 30_000, interval: 100 })
        .toBeGreaterThanOrEqual(400);
    } finally {
      process.kill(-pid, "SIGKILL"); // the shell's whole group
    }
  }, 60_000);

  test("counts the time its threads waited for a processor, not the time they slept", async () => {
    // More computing processes than cores: each waits its turn, which sleep never does.
    const spin = nodeProgram("spin.mjs");
    const script = `${Array.from({ length: 2 * availableParallelism() + 2 }, () => `${spin} &`).join(" ")} wait`;
    const busy = spawn("/bin/sh", ["-c", script], { stdio: "ignore", detached: true });
    const idle = spawn("/bin/sh", ["-c", "sleep 30"], { stdio: "ignore", detached: true });
    try {
      await expect
        .poll(() => readProcessTreeWaitMs(busy.pid ?? 0), { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(500);
      // By now the sleeper has long been asleep: its waiting does not grow.
      const idleBefore = readProcessTreeWaitMs(idle.pid ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(readProcessTreeWaitMs(idle.pid ?? 0)).toBeLessThan(idleBefore + 20);
    } finally {
      process.kill(-(busy.pid ?? 0), "SIGKILL");
      process.kill(-(idle.pid ?? 0), "SIGKILL");
    }
  }, 60_000);

  test("gives no CPU time and no waiting for a process that is gone", async () => {
    const child = spawn("/bin/true");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(readProcessTreeCpuMs(child.pid ?? 0)).toBeNull();
    expect(readProcessTreeWaitMs(child.pid ?? 0)).toBe(0);
  });
});
