import { existsSync, readdirSync } from "node:fs";
import { autogroupNiced, threadLoweredPriority } from "./lowered-priority.js";
import { cpuTicks, MS_PER_TICK, readStatFields } from "./proc-stat.js";
import { readTextOrEmpty } from "./read-text.js";

// A program's processes as `/proc` shows them (Linux): the leader and every descendant still
// running, found through each thread's `children` (a child belongs to the thread that forked it).

let readable: boolean | undefined;

/** Linux's `/proc`, where a process tree's CPU time can be read without a cgroup. */
export function canReadProcessTimes(): boolean {
  readable ??= existsSync("/proc/self/task") && existsSync("/proc/self/stat");
  return readable;
}

/**
 * CPU time (user + system) of the process `pid` and every descendant still running, each with
 * the children it has already waited for; `null` once `pid` is gone. A sample: what ran since the
 * last one and ended is counted only once its parent has waited for it.
 */
export function readProcessTreeCpuMs(pid: number): number | null {
  const own = readTicks(pid);
  if (own === null) return null;
  const others = listDescendants(pid).reduce((sum, child) => sum + (readTicks(child) ?? 0), 0);
  return (own + others) * MS_PER_TICK;
}

/**
 * How long the tree was kept waiting, runnable, for a processor: the longest run delay of any one
 * of its threads (`schedstat`), time a busy machine took from the program, not time it slept. The
 * longest, not the sum: threads that wait at once lose that time once, and a sleeper with sixteen
 * threads each waking every 2 ms summed waits of four times the wall limit on a loaded machine,
 * held that long. Not counted: the waits of a thread that asked to run less (see
 * `lowered-priority.ts`), its own choice.
 */
export function readProcessTreeWaitMs(pid: number): number {
  const nanos = [pid, ...listDescendants(pid)]
    .filter((process) => !autogroupNiced(process))
    .flatMap((process) => listTasks(process).map((task) => `/proc/${process}/task/${task}`))
    .filter((task) => !threadLoweredPriority(task))
    .reduce(
      (most, task) =>
        Math.max(most, Number(readTextOrEmpty(`${task}/schedstat`).split(" ")[1] ?? 0)),
      0,
    );
  return Number.isFinite(nanos) ? nanos / 1e6 : 0;
}

function readTicks(pid: number): number | null {
  const fields = readStatFields(`/proc/${pid}/stat`);
  return fields.length === 0 ? null : cpuTicks(fields);
}

function listDescendants(pid: number): number[] {
  const found: number[] = [];
  const pending = readChildren(pid);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    found.push(next);
    pending.push(...readChildren(next));
  }
  return found;
}

function readChildren(pid: number): number[] {
  return listTasks(pid).flatMap((task) =>
    readTextOrEmpty(`/proc/${pid}/task/${task}/children`).split(" ").filter(Boolean).map(Number),
  );
}

function listTasks(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // gone
  }
}
