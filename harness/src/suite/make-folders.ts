import { mkdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Makes `folder` and each missing folder above it, as `mkdir -p` does, for a path a user gave (a
 * report's, `--out`). Not Node's `recursive` mkdir: where the kernel says a folder's parent is
 * missing though it is there (`/proc/x/y`), that tries again for ever, and the grader hangs.
 * Returns the folders it made, outermost first.
 */
export async function makeFolders(folder: string): Promise<string[]> {
  const missing: string[] = [];
  for (let dir = path.resolve(folder); !(await isFolder(dir)); dir = path.dirname(dir)) {
    missing.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  const made: string[] = [];
  for (const dir of missing.reverse()) {
    try {
      await mkdir(dir);
      made.push(dir);
    } catch (error) {
      // Made meanwhile by another grader is as good; a file there is not.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || !(await isFolder(dir))) throw error;
    }
  }
  return made;
}

async function isFolder(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() === true;
}

/** Why a file or folder could not be written, in words: the system's code and message name less. */
const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "it cannot be made there",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EEXIST: "a file is where a folder on its path should be",
  ENOTDIR: "a file is where a folder on its path should be",
  EISDIR: "it is a folder",
  EROFS: "a read-only file system",
  EDQUOT: "the disk quota is used up",
  EIO: "an input/output error of the device",
  ENOSPC: "no space left on the device",
};

export function describeWriteError(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return (code === undefined ? undefined : REASONS[code]) ?? message;
}
