import { mkdir, readlink, realpath } from "node:fs/promises";
import path from "node:path";
import { isInside, realPathOrSelf } from "../sandbox/index.js";
import { SKIPPED_FOLDERS } from "./content-hash.js";
import { copyTree, findCopyOwner } from "./copy-tree.js";
import { decodeName, joinRaw } from "./file-names.js";
import { createBudget, type SubmissionBudget, type UnpackLimits } from "./submission-budget.js";

interface CopyPlace {
  /** The program's folder, its real path. */
  readonly root: string;
  /** The copy's folder. */
  readonly copyRoot: string;
  /** Real paths left out with all under them: the suite, the reports. */
  readonly hidden: readonly string[];
  readonly budget: SubmissionBudget;
}

/**
 * Copies a program's folder (`from`) into the empty folder `to` for its build (`games-grade SUITE
 * --build`), as a class copies a student's: the build writes the copy, never the teacher's folder,
 * where a build lent the folder had renamed a folder of the suite away and put cases of its own in
 * its place, or planted a grader of its own (`node_modules/@games/harness`) that root ran next.
 * Left out: what is hidden (the suite, the reports, with all under them), the version controls'
 * stores (`.git`), and anything but files, folders and links (see `linkInCopy`); nothing is
 * followed on the way (see `copyTree`). Names are kept as they are, bytes and all. Throws a
 * `SubmissionProblem` past the limits, naming the folder `subject` (default `the submission`).
 */
export async function copyProgramFolder(
  from: string,
  to: string,
  hidden: readonly string[],
  limits: UnpackLimits,
  subject?: string,
): Promise<void> {
  const place: CopyPlace = {
    root: await realpath(from),
    copyRoot: to,
    hidden: hidden.map((entry) => realPathOrSelf(path.resolve(entry))),
    budget: createBudget(limits, subject),
  };
  await mkdir(to, { recursive: true });
  await copyTree(place.root, to, {
    budget: place.budget,
    // Given through a link (`--cwd ~alice/game`), the link's owner's, who must own what it leads to.
    owner: await findCopyOwner(from),
    target: joinRaw,
    leaveOut: (source, raw, isFolder) =>
      place.hidden.some((hidden) => isInside(source.toString(), hidden)) ||
      (isFolder && SKIPPED_FOLDERS.has(decodeName(raw))),
    link: (opened, source, target) => linkInCopy(opened, source, target, place),
  });
}

/**
 * What a link of the folder says in the copy: one that leads inside the folder leads inside the
 * copy (one to nothing yet, or a loop, is kept as it says where that stays inside); any other is
 * its owner's, as it was (a relative one made absolute, from where it lies); one that leads into
 * what is hidden, or to nothing outside, is left out (undefined).
 */
async function linkInCopy(
  inFolder: string | Buffer,
  source: Buffer,
  target: string | Buffer,
  place: CopyPlace,
): Promise<string | undefined> {
  const text = await readlink(inFolder, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const real = await realpath(inFolder).catch(() => undefined);
  const said = path.resolve(path.dirname(source.toString()), text);
  if (real === undefined)
    return !path.isAbsolute(text) && isInside(said, place.root) ? text : undefined;
  if (place.hidden.some((hidden) => isInside(real, hidden))) return undefined;
  if (isInside(real, place.root)) {
    const inCopy = path.join(place.copyRoot, path.relative(place.root, real));
    return path.relative(path.dirname(target.toString()), inCopy) || ".";
  }
  return real;
}
