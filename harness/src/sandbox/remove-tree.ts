import { execFile, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Removes a folder and everything in it, as `rm -rf` does. Node's `rm` names each entry by its
 * whole path, so a tree deeper than the system's longest path (a program's `mkdir` and `chdir`, 30
 * times, with long names) failed with ENAMETOOLONG and stopped the grader: such a tree is left to
 * the system's `rm`, which walks it folder by folder. Links are removed, never followed.
 */
export async function removeTree(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch (error) {
    if (!isTooLong(error)) throw error;
    await run("rm", ["-rf", "--", dir]).catch(() => {
      throw error;
    });
  }
}

/** `removeTree`, for an exit listener and other code that cannot wait. */
export function removeTreeSync(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    if (!isTooLong(error)) throw error;
    if (spawnSync("rm", ["-rf", "--", dir]).status !== 0) throw error;
  }
}

function isTooLong(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENAMETOOLONG";
}
