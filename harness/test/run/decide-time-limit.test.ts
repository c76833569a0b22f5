import { describe, expect, test } from "vitest";
import { decideTimeLimit, type RunEnd } from "../../src/run/decide-time-limit.js";

const end = (overrides: Partial<RunEnd>): RunEnd => ({
  stoppedFor: null,
  signal: null,
  cpuMs: 100,
  timeLimitMs: 1000,
  cpuBackstopMs: 2000,
  ...overrides,
});

describe("decideTimeLimit", () => {
  test.each<[string, Partial<RunEnd>, "cpu" | "wall" | null]>([
    ["a run that ended by itself within its CPU time", {}, null],
    [
      "a run stopped at the CPU limit",
      { stoppedFor: "cpu", signal: "SIGKILL", cpuMs: 1040 },
      "cpu",
    ],
    // The watcher had not looked yet: the CPU time decides, not who ended the run.
    ["a run that ended by itself just past its CPU time", { cpuMs: 1010 }, "cpu"],
    ["a run whose process RLIMIT_CPU stopped (its parent went on)", { cpuMs: 2100 }, "cpu"],
    [
      "a leader stopped by RLIMIT_CPU where CPU time is not measured",
      { signal: "SIGXCPU", cpuMs: null },
      "cpu",
    ],
    // Seen in CI, on a busy machine: the kernel's ticks had reached RLIMIT_CPU (6 s), the cgroup 4.83 s.
    [
      "a SIGXCPU with CPU time counted by a cgroup short of the limit: the backstop's",
      { signal: "SIGXCPU", cpuMs: 4834, timeLimitMs: 5000, cpuBackstopMs: 6000 },
      "cpu",
    ],
    // Measured here: a Java program RLIMIT_CPU killed at 2 s, 1.57 to 1.62 s by `times` after.
    [
      "a SIGXCPU with CPU time from ticks a fifth short of RLIMIT_CPU: the backstop's",
      { signal: "SIGXCPU", cpuMs: 1600 },
      "cpu",
    ],
    [
      "a SIGXCPU with CPU time far short of anything RLIMIT_CPU could count: the program's own",
      { signal: "SIGXCPU", cpuMs: 5 },
      null,
    ],
    [
      "a SIGXCPU without RLIMIT_CPU set (no sandbox), CPU time not measured: the program's own",
      { signal: "SIGXCPU", cpuMs: null, cpuBackstopMs: null },
      null,
    ],
    ["a run stopped by the wall clock", { stoppedFor: "wall", signal: "SIGKILL" }, "wall"],
    // The timer fired as it exited: its exit status is its own, so it is judged by its output.
    ["a run that exited as the wall clock ran out", { stoppedFor: "wall", signal: null }, null],
    ["a crash as the wall clock ran out", { stoppedFor: "wall", signal: "SIGSEGV" }, null],
    [
      "the wall clock where CPU time is not measured",
      { stoppedFor: "wall", signal: "SIGKILL", cpuMs: null },
      "wall",
    ],
  ])("%s", (_, overrides, expected) => {
    expect(decideTimeLimit(end(overrides))).toBe(expected);
  });
});
