import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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
    // The sleeper first, asleep before the others compute: on a loaded machine, starting it (the
    // loader's work) would itself wait for a processor.
    const idle = spawn("sleep", ["30"], { stdio: "ignore", detached: true });
    await expect.poll(() => processState(idle.pid ?? 0), { timeout: 30_000 }).toBe("S");
    const busy = spawn("/bin/sh", ["-c", script], { stdio: "ignore", detached: true });
    try {
      await expect
        .poll(() => readProcessTreeWaitMs(busy.pid ?? 0), { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(500);
      // The sleeper sleeps on: its waiting does not grow.
      const idleBefore = readProcessTreeWaitMs(idle.pid ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(readProcessTreeWaitMs(idle.pid ?? 0)).toBeLessThan(idleBefore + 20);
    } finally {
      process.kill(-(busy.pid ?? 0), "SIGKILL");
      process.kill(-(idle.pid ?? 0), "SIGKILL");
    }
  }, 90_000);

  // Summed over threads, the waits of a sleeper whose many threads each woke every 2 ms held its
  // case four times the wall limit on a loaded machine.
  test("counts waits that overlap once: never more than the tree has lived", async () => {
    const spin = nodeProgram("spin.mjs");
    const script = `${Array.from({ length: 2 * availableParallelism() + 2 }, () => `${spin} &`).join(" ")} wait`;
    const startedAt = performance.now();
    const busy = spawn("/bin/sh", ["-c", script], { stdio: "ignore", detached: true });
    try {
      // Every spinner waits about half its time or more: their sum passes the time they lived.
      await expect
        .poll(() => readProcessTreeWaitMs(busy.pid ?? 0), { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(300);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const waited = readProcessTreeWaitMs(busy.pid ?? 0);
      expect(waited).toBeLessThanOrEqual(performance.now() - startedAt);
    } finally {
      process.kill(-(busy.pid ?? 0), "SIGKILL");
    }
  }, 90_000);

  test("does not count the waits of a program that asked to run less (nice, SCHED_IDLE, its autogroup)", async () => {
    const spin = nodeProgram("spin.mjs");
    const load = `${Array.from({ length: 2 * availableParallelism() + 2 }, () => `${spin} &`).join(" ")} wait`;
    const busy = spawn("/bin/sh", ["-c", load], { stdio: "ignore", detached: true });
    // Each its own session (as every graded program is), so the autogroup niced is its own.
    const humble = [
      `exec nice -n 19 ${spin}`,
      `exec chrt --idle 0 ${spin}`,
      `echo 19 > /proc/self/autogroup && exec ${spin}`,
    ].map((script) => spawn("/bin/sh", ["-c", script], { stdio: "ignore", detached: true }));
    try {
      for (const child of humble) {
        // Each waited for a processor, as its threads' own counts show; none of it is counted.
        await expect
          .poll(() => readRawWaitMs(child.pid ?? 0), { timeout: 30_000, interval: 100 })
          .toBeGreaterThan(500);
        expect(readProcessTreeWaitMs(child.pid ?? 0)).toBe(0);
      }
    } finally {
      for (const child of [busy, ...humble]) process.kill(-(child.pid ?? 0), "SIGKILL");
    }
  }, 120_000);

  test("gives no CPU time and no waiting for a process that is gone", async () => {
    const child = spawn("/bin/true");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(readProcessTreeCpuMs(child.pid ?? 0)).toBeNull();
    expect(readProcessTreeWaitMs(child.pid ?? 0)).toBe(0);
  });
});

/** The run delay of a process's threads, summed, read straight from `schedstat`. */
function readRawWaitMs(pid: number): number {
  const tasks = readdirSync(`/proc/${pid}/task`);
  const nanos = tasks.map((task) => readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8"));
  return nanos.reduce((sum, line) => sum + Number(line.split(" ")[1]), 0) / 1e6;
}

/** A process's state letter (`R` running or ready, `S` asleep), from `/proc/PID/stat`. */
function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
}
