import { mkdirSync } from "node:fs";
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
 * (`games-grade-held-modes`, see `shared-mode-holds.ts`), the folders lent to builds
 * (`games-grade-lent`, see `lent-records.ts`).
 * In the first of `CLAIMS_PARENTS` that is safe (see `findClaimsParent`). The folder is used only if
 * it is root's own and no one else may write to it: one another user made first could hold fake
 * claims, or let them remove root's.
 */
export function openClaimsFolder(
  name: "games-grade-box-uids" | "games-grade-held-modes" | "games-grade-lent",
  what: string,
): string {
  const own = process.getuid?.() ?? -1;
  const parent = findClaimsParent(own);
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

/**
 * Where every root grader of the machine looks, whatever its environment: `/run` where it is root's
 * and only root's to write (a tmpfs, emptied at boot, when pids start over), else the first of the
 * machine's shared folders whose sticky bit keeps others from renaming the folder away. Never
 * `$TMPDIR`: graders given different ones (a test runner's, a CI job's) would each claim uid 60000,
 * and the first run of one ends every process of the other's box with that uid.
 */
export const CLAIMS_PARENTS = ["/run", "/tmp", "/var/tmp", "/dev/shm"] as const;

/**
 * The first of `CLAIMS_PARENTS` whose facts (`look`) are safe for user `own`; else `/run`, whose
 * problem the grader then says.
 */
export function findClaimsParent(
  own: number,
  look: (folder: string) => FolderFacts | undefined = lstatOrUndefined,
): string {
  const safe = CLAIMS_PARENTS.find((parent) => findParentProblem(look(parent), own) === undefined);
  return safe ?? CLAIMS_PARENTS[0];
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
