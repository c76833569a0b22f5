import { readdirSync } from "node:fs";
import { MS_PER_TICK, readStatFields } from "./proc-stat.js";
import { readTextOrEmpty } from "./read-text.js";

/** Looking costs a read of every process's `status` (about 2 ms for 80): not at every poll. */
const LOOK_EVERY_MS = 250;

/**
 * The CPU time of every process a box user ran since this was made, as last seen (Linux): for a
 * basic run as root with no cgroup, where the process tree's count misses a process that left the
 * tree (forked twice, its parent gone: init's child now), which may compute the answer on every
 * processor for as long as the wall limit lets it. The box user is the run's alone, and no process
 * of it can change its uid (no capability, no new privileges). Each process counts with its own
 * time when last seen: what one ran after that, or one that ended between two looks, is missed
 * (the tree's count has the children it waited for). The uid is read from `status`, not from the
 * owner of `/proc/PID`, which a process that makes itself not dumpable gives to root.
 */
export function watchBoxUserCpuMs(uid: number): () => number {
  const seen = new Map<string, number>();
  let lookedAt = Number.NEGATIVE_INFINITY;
  let total = 0;
  return () => {
    if (performance.now() - lookedAt < LOOK_EVERY_MS) return total;
    lookedAt = performance.now();
    for (const pid of listProcesses()) {
      if (readUid(pid) !== uid) continue;
      const fields = readStatFields(`/proc/${pid}/stat`);
      // Keyed with its start time: a pid used again is another process.
      if (fields.length > 0) seen.set(`${pid} ${fields[19]}`, ownTicks(fields));
    }
    total = [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) * MS_PER_TICK;
    return total;
  };
}

function listProcesses(): string[] {
  return readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
}

/** The real uid, from `status`'s `Uid:` line; undefined once the process is gone. */
function readUid(pid: string): number | undefined {
  const match = /^Uid:\s+(\d+)/m.exec(readTextOrEmpty(`/proc/${pid}/status`));
  return match === null ? undefined : Number(match[1]);
}

/** utime + stime, fields 14 and 15 of `stat`: the process's own, not its children's. */
function ownTicks(fields: readonly string[]): number {
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}
