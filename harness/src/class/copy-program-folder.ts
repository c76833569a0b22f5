import { constants, existsSync } from "node:fs";
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readlink,
  realpath,
  symlink,
} from "node:fs/promises";
import path from "node:path";
import { isInside, realPathOrSelf } from "../sandbox/index.js";
import { SKIPPED_FOLDERS } from "./content-hash.js";
import { decodeName, joinRaw } from "./file-names.js";
import {
  createBudget,
  type SubmissionBudget,
  spendBytes,
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

// Nothing on the way is followed: root copies a folder its owner may change while it is copied
// (a file swapped for a link to /etc/shadow, a folder for a link to /root, a FIFO put in place).
const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
const FILE_FLAGS =
  constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
/** Linux names an open folder by its descriptor: entries are then opened in it, not by a path. */
const HAS_FD_PATHS = existsSync("/proc/self/fd");
const CHUNK_BYTES = 64 * 1024;

/**
 * Copies a program's folder (`from`) into the empty folder `to` for its build (`games-grade SUITE
 * --build`), as a class copies a student's: the build writes the copy, never the teacher's folder,
 * where a build lent the folder had renamed a folder of the suite away and put cases of its own in
 * its place, or planted a grader of its own (`node_modules/@games/harness`) that root ran next.
 * Left out: what is hidden (the suite, the reports, with all under them), the version controls'
 * stores (`.git`), and anything but files, folders and links (see `linkInCopy`). Each folder and
 * file is opened without following a link and copied from what was opened, its bytes counted as
 * they are copied. Names are kept as they are, bytes and all. Throws a `SubmissionProblem` past
 * the limits.
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
  await copyFolder(place.root, Buffer.from(place.root), Buffer.from(to), place);
}

/** Copies the folder `opened` (a path to open, Linux's through its parent's descriptor) found at `at`. */
async function copyFolder(
  opened: string | Buffer,
  at: Buffer,
  to: Buffer,
  place: CopyPlace,
): Promise<void> {
  const folder = await openOrUndefined(opened, FOLDER_FLAGS);
  // Gone, or swapped for a link or a file since it was listed: left out.
  if (folder === undefined) return;
  try {
    const here = HAS_FD_PATHS ? `/proc/self/fd/${folder.fd}` : opened;
    for (const entry of await readdir(here, { withFileTypes: true, encoding: "buffer" })) {
      const source = joinRaw(at, entry.name);
      const inFolder = joinRaw(here, entry.name);
      const target = joinRaw(to, entry.name);
      if (place.hidden.some((hidden) => isInside(source.toString(), hidden))) continue;
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(decodeName(entry.name))) {
        spendOnEntry(place.budget, 0);
        await mkdir(target);
        await copyFolder(inFolder, source, target, place);
      } else if (entry.isFile()) {
        spendOnEntry(place.budget, 0);
        await copyFile(inFolder, target, place.budget);
      } else if (entry.isSymbolicLink()) {
        const link = await linkInCopy(inFolder, source, target, place);
        if (link === undefined) continue;
        spendOnEntry(place.budget, 0);
        await symlink(link, target);
      }
    }
  } finally {
    await folder.close();
  }
}

/** Copies a plain file, opened without following a link; anything else put in its place is left out. */
async function copyFile(
  from: string | Buffer,
  to: Buffer,
  budget: SubmissionBudget,
): Promise<void> {
  const input = await openOrUndefined(from, FILE_FLAGS);
  if (input === undefined) return;
  try {
    const info = await input.stat();
    if (!info.isFile()) return;
    const output = await open(to, "wx", info.mode & 0o777);
    try {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      for (let read = await readInto(input, chunk); read > 0; read = await readInto(input, chunk)) {
        // The bytes copied, not the size found: a file that grows while copied is still held to it.
        spendBytes(budget, read);
        await output.write(chunk, 0, read);
      }
      await output.chmod(info.mode & 0o777);
    } finally {
      await output.close();
    }
  } finally {
    await input.close();
  }
}

async function readInto(file: FileHandle, chunk: Buffer): Promise<number> {
  return (await file.read(chunk, 0, chunk.length, null)).bytesRead;
}

async function openOrUndefined(
  file: string | Buffer,
  flags: number,
): Promise<FileHandle | undefined> {
  try {
    return await open(file, flags);
  } catch {
    return undefined;
  }
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
  target: Buffer,
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
