import { readStatFields } from "./proc-stat.js";

/**
 * When process `pid` started, in clock ticks since boot (the 22nd field of `/proc/PID/stat`), or
 * "" where it cannot be read. Written beside a pid that is kept for minutes: the kernel gives a pid
 * to another process once it is free (within a test run, where `pid_max` is 32768), and a pid with
 * another start is another process.
 */
export function startOf(pid: number): string {
  return readStatFields(`/proc/${pid}/stat`)[19] ?? "";
}

/**
 * Whether process `pid` is running (one of another user's too: EPERM), and is the one that started
 * at `start` where that is known.
 */
export function isAlive(pid: number, start = ""): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = start === "" ? "" : startOf(pid);
  return now === "" || now === start;
}
