import type { TimeLimitHit } from "../result/suite-result.js";

export interface RunEnd {
  /** The limit the watcher stopped the program for, recorded before it killed anything. */
  readonly stoppedFor: TimeLimitHit | null;
  /** The signal that ended the program; SIGKILL is ours when we stopped it. */
  readonly signal: NodeJS.Signals | null;
  /** CPU time of everything the program started, when it ended (where it was measured). */
  readonly cpuMs: number | null;
  readonly timeLimitMs: number;
  /** `RLIMIT_CPU` was set, as the backstop of the watcher (a box's or a basic run's; not without). */
  readonly cpuBackstop: boolean;
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
  // RLIMIT_CPU, the backstop, is set over a second past the limit: a SIGXCPU with less CPU time
  // measured, or with none set, was not the limit's but sent by the program.
  if (end.signal === "SIGXCPU" && end.cpuBackstop && end.cpuMs === null) return "cpu";
  return end.signal === "SIGKILL" ? end.stoppedFor : null;
}
