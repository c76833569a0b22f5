import { getPriority } from "node:os";
import { readStatFields } from "./proc-stat.js";
import { readTextOrEmpty } from "./read-text.js";

// A program may ask to run less: a thread's nice value raised, the idle scheduling policy, or (where
// the kernel groups processes by session) its session's autogroup niced. Its waits for a processor
// are then its own choice, not the machine's load, and must not stretch its wall limit.

/** `SCHED_IDLE`: run only when nothing else would. */
const IDLE_POLICY = 5;

let grader: { readonly nice: number; readonly idle: boolean } | undefined;

/**
 * Whether the thread (`/proc/PID/task/TID`) runs at a lower priority than the grader that started
 * it: a higher nice value, or the idle policy where the grader has another.
 */
export function threadLoweredPriority(task: string): boolean {
  const thread = readPriority(task);
  grader ??= { nice: getPriority(), idle: readPriority("/proc/thread-self").idle };
  return thread.nice > grader.nice || (thread.idle && !grader.idle);
}

/** A thread's nice value and whether its policy is idle: stat's fields 19 and 41. */
function readPriority(task: string): { readonly nice: number; readonly idle: boolean } {
  const fields = readStatFields(`${task}/stat`);
  return { nice: Number(fields[16] ?? 0), idle: Number(fields[38]) === IDLE_POLICY };
}

/**
 * Whether the process's autogroup was niced. Every graded program starts a session of its own, so
 * its autogroup starts at nice 0: a higher one is the program's doing.
 */
export function autogroupNiced(pid: number): boolean {
  const nice = /\bnice (-?\d+)/.exec(readTextOrEmpty(`/proc/${pid}/autogroup`))?.[1];
  return Number(nice ?? 0) > 0;
}
