import { existsSync, readdirSync, readFileSync } from "node:fs";

/** `/proc` counts CPU time in clock ticks of USER_HZ, 100 a second on every Linux. */
const MS_PER_TICK = 10;

let readable: boolean | undefined;

/** Linux's `/proc`, where a process tree's CPU time can be read without a cgroup. */
export function canReadProcessTimes(): boolean {
  readable ??= existsSync("/proc/self/task") && existsSync("/proc/self/stat");
  return readable;
}

/**
 * CPU time (user + system) of the process `pid` and every descendant still running, each with
 * the children it has already waited for, from `/proc`; `null` once `pid` is gone. A sample: what
 * ran since the last one and ended is counted only once its parent has waited for it.
 */
export function readProcessTreeCpuMs(pid: number): number | null {
  const own = readTicks(pid);
  if (own === null) return null;
  let ticks = own;
  const pending = readChildren(pid);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    ticks += readTicks(next) ?? 0;
    pending.push(...readChildren(next));
  }
  return ticks * MS_PER_TICK;
}

/** utime + stime + cutime + cstime: fields 14–17 of `stat`, counted after the `)` of the name. */
function readTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  } catch {
    return null;
  }
}

/** A process's children, listed per thread (a child belongs to the thread that forked it). */
function readChildren(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => {
    try {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
      return children.split(" ").filter(Boolean).map(Number);
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}
