import { constants, readlinkSync, realpathSync } from "node:fs";
import { copyFile, mkdir, readdir, realpath, stat, symlink } from "node:fs/promises";
import path from "node:path";
import { isInside, realPathOrSelf } from "../sandbox/index.js";
import { SKIPPED_FOLDERS } from "./content-hash.js";
import { decodeName, joinRaw } from "./file-names.js";
import {
  createBudget,
  type SubmissionBudget,
  spendOnEntry,
  type UnpackLimits,
} from "./submission-budget.js";

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
 * stores (`.git`), and anything but files, folders and links (see `linkInCopy`). Throws a
 * `SubmissionProblem` past the limits.
 */
export async function copyProgramFolder(
  from: string,
  to: string,
  hidden: readonly string[],
  limits: UnpackLimits,
): Promise<void> {
  const place: CopyPlace = {
    root: await realpath(from),
    copyRoot: to,
    hidden: hidden.map((entry) => realPathOrSelf(path.resolve(entry))),
    budget: createBudget(limits),
  };
  await mkdir(to, { recursive: true });
  await copyEntries(place.root, to, place);
}

async function copyEntries(from: string | Buffer, to: string, place: CopyPlace): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true, encoding: "buffer" })) {
    const name = decodeName(entry.name);
    const source = joinRaw(from, entry.name);
    const target = path.join(to, name);
    if (place.hidden.some((folder) => isInside(source.toString(), folder))) continue;
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(name)) {
      spendOnEntry(place.budget, 0);
      await mkdir(target);
      await copyEntries(source, target, place);
    } else if (entry.isFile()) {
      spendOnEntry(place.budget, (await stat(source)).size);
      await copyFile(source, target, constants.COPYFILE_EXCL);
    } else if (entry.isSymbolicLink()) {
      const link = linkInCopy(source, target, place);
      if (link === undefined) continue;
      spendOnEntry(place.budget, 0);
      await symlink(link, target);
    }
  }
}

/**
 * What a link of the folder says in the copy: one that leads inside the folder leads inside the
 * copy; any other is its owner's, as it was (a relative one made absolute, from where it lies); one
 * that leads into what is hidden is left out (undefined).
 */
function linkInCopy(source: Buffer, target: string, place: CopyPlace): string | undefined {
  const text = readlinkSync(source, "utf8");
  let real: string | undefined;
  try {
    real = realpathSync(source);
  } catch {
    real = undefined; // to nothing, or a loop: kept, as the folder had it
  }
  if (real !== undefined && place.hidden.some((folder) => isInside(real, folder))) return undefined;
  if (real !== undefined && isInside(real, place.root)) {
    const inCopy = path.join(place.copyRoot, path.relative(place.root, real));
    return path.relative(path.dirname(target), inCopy) || ".";
  }
  return path.resolve(path.dirname(source.toString()), text);
}
