import { readdirSync } from "node:fs";
import { cpuTicks, MS_PER_TICK, readStatFields } from "./proc-stat.js";
import { readTextOrEmpty } from "./read-text.js";

/** Looking costs a read of every process's `status` (about 2 ms for 80): not at every poll. */
const LOOK_EVERY_MS = 250;

/** A process of the run as last seen: its CPU time with its waited-for children's, and its parent. */
interface Seen {
  readonly ticks: number;
  /** The parent's key, when the parent is a process of the run too. */
  readonly parent: string | undefined;
}

/**
 * The CPU time of the processes a box user ran since `since` (clock ticks since boot, when the
 * run's first process started), as last seen (Linux): for a basic run as root with no cgroup, where
 * the process tree's count misses a process that left the tree (forked twice, its parent gone:
 * init's child now), which may compute the answer on every processor for as long as the wall limit
 * lets it. The box user is the run's alone, and no process of it can change its uid (no capability,
 * no new privileges); one left by an earlier run of that user (a zombie no init reaped) started
 * before `since`. Each process counts with its own time and its waited-for children's; one gone
 * whose parent, a process of the run, lives on is counted in that parent's. Sampled: a process that
 * lived between two looks and was not waited for (its parent gone, or ignoring SIGCHLD) is missed.
 * The uid is read from `status`, not from the owner of `/proc/PID`, which a process that makes
 * itself not dumpable gives to root.
 */
export function watchBoxUserCpuMs(uid: number, since: number): () => number {
  const seen = new Map<string, Seen>();
  let lookedAt = Number.NEGATIVE_INFINITY;
  let total = 0;
  return () => {
    if (performance.now() - lookedAt < LOOK_EVERY_MS) return total;
    lookedAt = performance.now();
    const now = readRunProcesses(uid, since);
    const keyOf = new Map([...now].map(([key, { pid }]) => [pid, key]));
    for (const [key, { ticks, ppid }] of now) seen.set(key, { ticks, parent: keyOf.get(ppid) });
    for (const [key, { parent }] of seen) {
      if (!now.has(key) && parent !== undefined && now.has(parent)) seen.delete(key);
    }
    total = [...seen.values()].reduce((sum, { ticks }) => sum + ticks, 0) * MS_PER_TICK;
    return total;
  };
}

/** The user's processes started at `since` or later, keyed by pid and start (a pid is reused). */
function readRunProcesses(uid: number, since: number) {
  const found = new Map<
    string,
    { readonly pid: string; readonly ticks: number; readonly ppid: string }
  >();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    if (readUid(pid) !== uid) continue;
    const fields = readStatFields(`/proc/${pid}/stat`);
    const start = Number(fields[19]);
    if (fields.length === 0 || !(start >= since)) continue;
    found.set(`${pid} ${start}`, { pid, ticks: cpuTicks(fields), ppid: fields[1] ?? "" });
  }
  return found;
}

/** The real uid, from `status`'s `Uid:` line; undefined once the process is gone. */
function readUid(pid: string): number | undefined {
  const match = /^Uid:\s+(\d+)/m.exec(readTextOrEmpty(`/proc/${pid}/status`));
  return match === null ? undefined : Number(match[1]);
}
