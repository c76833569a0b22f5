import { closeSync, readdirSync, readFileSync } from "node:fs";

const CLOSE_ON_EXEC = 0o2000000;
let done = false;

/**
 * Closes, once, the descriptors this process inherited open across exec (a shell's `200>>file`
 * around the grader): every child would inherit them too, and a graded program could write
 * through them. Node opens each of its own descriptors close-on-exec (which `/proc/self/fdinfo`
 * shows), so a descriptor past 2 without that flag is one of those, or the IPC channel of a Node
 * parent, which is kept. Done here rather than in the wrapper: `sh` (dash) can close only 0–9.
 */
export function closeInheritedDescriptors(): void {
  if (done || process.platform !== "linux") return;
  done = true;
  const channel = Number(process.env.NODE_CHANNEL_FD ?? -1);
  for (const name of readdirSync("/proc/self/fd")) {
    const fd = Number(name);
    if (fd > 2 && fd !== channel && !isCloseOnExec(fd)) tryClose(fd);
  }
}

function isCloseOnExec(fd: number): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"));
    return flags?.[1] === undefined || (Number.parseInt(flags[1], 8) & CLOSE_ON_EXEC) !== 0;
  } catch {
    return true; // the descriptor `readdirSync` itself had open, now closed
  }
}

function tryClose(fd: number): void {
  try {
    closeSync(fd);
  } catch {}
}
