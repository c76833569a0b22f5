import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Kills every process left in a run's cgroup, wherever it went (a new session, a double fork):
 * what a process group cannot reach. Repeats while a fork races the kill.
 */
export function killCgroup(cgroup: {
  readonly version: 1 | 2;
  readonly dirs: readonly string[];
}): void {
  for (const dir of cgroup.dirs) {
    if (cgroup.version === 2 && killAll(dir)) continue;
    // cgroup v1, or a kernel before 5.14: kill the listed processes one by one.
    for (let round = 0; round < 10 && killListed(dir) > 0; round++);
  }
}

function killAll(dir: string): boolean {
  try {
    writeFileSync(path.join(dir, "cgroup.kill"), "1");
    return true;
  } catch {
    return false;
  }
}

function killListed(dir: string): number {
  let pids: number[];
  try {
    pids = readFileSync(path.join(dir, "cgroup.procs"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  return pids.length;
}
