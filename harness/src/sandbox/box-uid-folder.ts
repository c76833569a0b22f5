import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GraderError } from "./grader-error.js";
import { lstatOrUndefined } from "./stat-entry.js";

/** What the checks of a folder read: `fs.Stats` has them. */
export interface FolderFacts {
  readonly uid: number;
  readonly mode: number;
  readonly isDirectory: () => boolean;
}

const STICKY = 0o1000;
const WRITABLE_BY_OTHERS = 0o022;

/**
 * A folder where root's graders keep what they claim from each other, made if missing: the box
 * uids (`games-grade-box-uids`, see `box-uid-claims.ts`), the permissions held for basic runs
 * (`games-grade-held-modes`, see `shared-mode-holds.ts`).
 * `/run` where it is root's and only root's to write (a tmpfs, emptied at boot, when pids start
 * over): no other user can make or replace anything in it. Else (no `/run`: a container without
 * one) a folder in the temporary folder, whose sticky bit keeps others from renaming it away. Either
 * way the folder is used only if it is root's own and no one else may write to it: one another user
 * made first could hold fake claims, or let them remove root's.
 */
export function openClaimsFolder(
  name: "games-grade-box-uids" | "games-grade-held-modes",
  what: string,
): string {
  const own = process.getuid?.() ?? -1;
  const run = lstatOrUndefined("/run");
  const parent = run !== undefined && findParentProblem(run, own) === undefined ? "/run" : tmpdir();
  const folder = path.join(parent, name);
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch {
    // There already, checked below, or the parent refuses: said below.
  }
  const problem =
    findParentProblem(lstatOrUndefined(parent), own) ??
    findFolderProblem(lstatOrUndefined(folder), own);
  if (problem !== undefined) {
    throw new GraderError(`cannot ${what} in ${folder}: ${problem}`);
  }
  return folder;
}

/** Why `folder` must not hold claims made by user `own`, or `undefined` when it may. */
export function findFolderProblem(
  folder: FolderFacts | undefined,
  own: number,
): string | undefined {
  if (folder === undefined || !folder.isDirectory()) return "it is not a folder";
  if (folder.uid !== own) return `it belongs to user ${folder.uid}; remove it`;
  if ((folder.mode & WRITABLE_BY_OTHERS) !== 0) return "others may write to it; remove it";
  return undefined;
}

/**
 * Why the folder around the claims lets another user replace them, or `undefined`: theirs, or one
 * others may write to, unless its sticky bit keeps them to their own entries (`/tmp`).
 */
export function findParentProblem(
  parent: FolderFacts | undefined,
  own: number,
): string | undefined {
  if (parent === undefined || !parent.isDirectory()) return "its parent is not a folder";
  if (parent.uid !== own) return `its parent belongs to user ${parent.uid}`;
  const sticky = (parent.mode & STICKY) !== 0;
  if (!sticky && (parent.mode & WRITABLE_BY_OTHERS) !== 0) return "others may write to its parent";
  return undefined;
}
