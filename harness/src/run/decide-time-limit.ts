import type { TimeLimitHit } from "../result/suite-result.js";

export interface RunEnd {
  /** The limit the watcher stopped the program for, recorded before it killed anything. */
  readonly stoppedFor: TimeLimitHit | null;
  /** The signal that ended the program; SIGKILL is ours when we stopped it. */
  readonly signal: NodeJS.Signals | null;
  /** CPU time of everything the program started, when it ended (where it was measured). */
  readonly cpuMs: number | null;
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
 * How far past the CPU time we count (a cgroup's, or `/proc`'s and `times`, all scaled to the time
 * the program ran) the kernel's own count for `RLIMIT_CPU` may be: it charges whole clock ticks to
 * whichever process holds the processor when a tick falls, so on a busy machine a program that
 * computes is charged for the short runs of others. Measured here: a loop killed at 3 s had run
 * 1.85 to 2.04 s beside many short-lived tasks (1.6×); in CI a Java loop killed at 6 s had run 4.83 s.
 * Taken as 3×, well past what was seen: a program that signals itself with less is rarer still.
 */
const MOST_TICK_OVERCOUNT = 3;

/**
 * Whether a SIGXCPU was `RLIMIT_CPU`'s rather than sent by the program: not where none was set, nor
 * with so little CPU time counted that even the kernel's tick count could not have reached it.
 */
function reachedBackstop({ cpuMs, cpuBackstopMs }: RunEnd): boolean {
  if (cpuBackstopMs === null) return false;
  return cpuMs === null || cpuMs * MOST_TICK_OVERCOUNT >= cpuBackstopMs;
}
