import type { Stats } from "node:fs";
import { lstat, rmdir, stat } from "node:fs/promises";
import { CliError } from "@games/cli-kit";
import { makeFolders } from "../suite/make-folders.js";

/** A folder as the file system knows it: its path may later name another one. */
interface FolderIdentity {
  readonly path: string;
  readonly dev: number;
  readonly ino: number;
}

/** `--out`, made before any program ran, and the folders made for it (outermost first). */
export interface OutFolder extends FolderIdentity {
  /** Given as a link (the user's own): only a link put there since is refused. */
  readonly wasLink: boolean;
  readonly made: readonly FolderIdentity[];
}

/**
 * Makes `dir` (`--out`) and the folders missing above it before any program runs. One not there yet
 * could not be hidden from the programs: in basic mode the candidate planted a link in its place,
 * and the grader, maybe root, wrote the case through it, anywhere. Errors are the system's.
 */
export async function makeOutFolder(dir: string): Promise<OutFolder> {
  const made = await Promise.all((await makeFolders(dir)).map(identify));
  const wasLink = (await lstat(dir)).isSymbolicLink();
  return { ...(await identify(dir)), wasLink, made };
}

/**
 * Refuses, in one line, a `--out` that is now a link, or another folder than the one made or found
 * before the programs ran: a case is written only in that one.
 */
export async function checkOutFolder(out: OutFolder): Promise<void> {
  const info = await lstat(out.path).catch(() => undefined);
  if (info?.isSymbolicLink() === true && !out.wasLink)
    throw new CliError(`${out.path} is now a link, not the folder made before the programs ran`);
  if (!isSame(await stat(out.path).catch(() => undefined), out))
    throw new CliError(`${out.path} is no longer the folder made before the programs ran`);
}

/**
 * Removes the folders made for `--out`, innermost first, while each is empty and still the one made:
 * fuzz leaves no empty `fuzz-cases/` behind when it wrote no case.
 */
export async function removeUnusedOutFolder(out: OutFolder): Promise<void> {
  for (const folder of [...out.made].reverse()) {
    if (!isSame(await lstat(folder.path).catch(() => undefined), folder)) return;
    const removed = await rmdir(folder.path).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
}

async function identify(dir: string): Promise<FolderIdentity> {
  const { dev, ino } = await stat(dir);
  return { path: dir, dev, ino };
}

function isSame(info: Stats | undefined, folder: FolderIdentity): boolean {
  return info?.isDirectory() === true && info.dev === folder.dev && info.ino === folder.ino;
}
