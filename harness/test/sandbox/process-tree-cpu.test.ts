import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { canReadProcessTimes, readProcessTreeCpuMs } from "../../src/sandbox/process-tree-cpu.js";
import { nodeProgram } from "../helpers/suites.js";

describe.skipIf(!canReadProcessTimes())("readProcessTreeCpuMs", () => {
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

  test("is null for a process that is gone", async () => {
    const child = spawn("/bin/true");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(readProcessTreeCpuMs(child.pid ?? 0)).toBeNull();
  });
});
