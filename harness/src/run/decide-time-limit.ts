import type { TimeLimitHit } from "../result/suite-result.js";

export interface RunEnd {
  /** The limit the watcher stopped the program for, recorded before it killed anything. */
  readonly stoppedFor: TimeLimitHit | null;
  /** The signal that ended the program; SIGKILL is ours when we stopped it. */
  readonly signal: NodeJS.Signals | null;
  /** CPU time of everything the program started, when it ended (where it was measured). */
  readonly cpuMs: number | null;
  /**
   * `cpuMs` was counted by a cgroup, as the kernel counts it for `RLIMIT_CPU`; else it is an
   * estimate in clock ticks (the launcher's `times`, samples of the process tree), which can fall a
   * fifth short of that count for a process `RLIMIT_CPU` killed.
   */
  readonly cpuExact: boolean;
  readonly timeLimitMs: number;
  /** The `RLIMIT_CPU` set as the watcher's backstop (a box's or a basic run's), or null (none). */
  readonly cpuBackstopMs: number | null;
}

/**
 * Whether a run exceeded a time limit, from facts fixed once it ended, so no race between a timer
 * and the program's exit decides it: CPU time at or past the limit is Time Limit Exceeded whatever
 * the program printed and whoever ended it (the watcher, `RLIMIT_CPU`, or the program itself a
 * moment before the watcher looked); the wall clock only counts when our kill ended the program,
 * so a program that ended by itself as the timer fired is judged by its output.
 */
export function decideTimeLimit(end: RunEnd): TimeLimitHit | null {
  if (end.cpuMs !== null && end.cpuMs >= end.timeLimitMs) return "cpu";
  if (end.signal === "SIGXCPU" && reachedBackstop(end)) return "cpu";
  return end.signal === "SIGKILL" ? end.stoppedFor : null;
}

/**
 * Whether a SIGXCPU was `RLIMIT_CPU`'s, set over a second past the limit, rather than sent by the
 * program: not where none was set, nor with less CPU time counted exactly; an estimate is trusted
 * only far short of it (a watcher that did not get to run for a second leaves it to the backstop,
 * and the program's ticks then count less than the kernel did).
 */
function reachedBackstop({ cpuMs, cpuExact, cpuBackstopMs }: RunEnd): boolean {
  if (cpuBackstopMs === null) return false;
  if (cpuMs === null) return true;
  return !cpuExact && cpuMs >= cpuBackstopMs / 2;
}
