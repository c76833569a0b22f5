import { closeSync, constants, fstatSync, openSync, readlinkSync } from "node:fs";
import { CliError } from "@games/cli-kit";

/**
 * Whether a real path is the kernel's: under /proc, /sys or /dev (`/dev/shm` aside, a plain tmpfs
 * where a suite may well be). Such a file is never a case nor a data file: `/proc/self/environ` is
 * the grader's own environment, and a file that blocks (`/proc/kmsg`) held the grader for good.
 */
export function isSystemPath(real: string): boolean {
  // Not the sandbox's `isInside`: the sandbox opens data files through this file (a cycle).
  if (real === "/dev/shm" || real.startsWith("/dev/shm/")) return false;
  return ["/proc", "/sys", "/dev"].some((root) => real === root || real.startsWith(`${root}/`));
}

export function describeSystemPath(real: string): string {
  return `leads to ${real}: a file under /proc, /sys or /dev is the kernel's, never a suite's`;
}

/**
 * Opens a suite's file (`what`: "case file", "data file") to read, without blocking (a FIFO put in
 * its place since it was found opens at once), and checks the file opened, not the path found
 * earlier, which a link swapped since could lead elsewhere: a plain file, not the kernel's. Returns
 * the descriptor and the file's size; the caller closes it.
 */
export function openPlainFile(file: string, what: string): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    throw new CliError(`cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code}`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new CliError(`${what} ${file} is not a plain file`);
    const opened = readOpenedPath(fd);
    if (opened !== undefined && isSystemPath(opened))
      throw new CliError(`${what} ${file} ${describeSystemPath(opened)}`);
    return { fd, size: info.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Where an open descriptor's file is, as Linux's `/proc` says; unknown elsewhere. */
function readOpenedPath(fd: number): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
}
