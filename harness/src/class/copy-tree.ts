import { constants, existsSync, type Stats } from "node:fs";
import { type FileHandle, lstat, mkdir, open, readdir, stat, symlink } from "node:fs/promises";
import { joinRaw } from "./file-names.js";
import { type SubmissionBudget, spendBytes, spendOnEntry } from "./submission-budget.js";
import { SubmissionProblem } from "./submission-problem.js";

/** How a folder is copied: what each entry is called in the copy, what is left out, what a link says. */
export interface TreeCopy {
  readonly budget: SubmissionBudget;
  /** The copy's path for an entry's raw name, in the copy's folder `to`. */
  readonly target: (to: string | Buffer, raw: Buffer) => string | Buffer;
  /** Whether an entry (its path from the folder copied, its kind) is left out. */
  readonly leaveOut: (source: Buffer, raw: Buffer, isFolder: boolean) => boolean;
  /**
   * What a link says in the copy (`opened`: a path that reaches it without following its folders),
   * or undefined to leave it out; without this, links are left out.
   */
  readonly link?: (
    opened: string | Buffer,
    source: Buffer,
    target: string | Buffer,
  ) => Promise<string | undefined>;
  /**
   * Who the folder is copied for (its owner): root reads for them, so what they could not read is
   * left out (a hard link to a root-only file; see `mayRead`). None, or root: everything is copied.
   */
  readonly owner?: { readonly uid: number; readonly gid: number };
}

// Nothing on the way is followed: root copies folders their owner may change while they are copied
// (a file swapped for a link to /etc/shadow, a folder for a link to /root, a FIFO put in place).
// On Linux; elsewhere (no `/proc`) a folder's entries are opened by their path, so a folder on the
// way swapped for a link is followed.
const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
const FILE_FLAGS =
  constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
/** Linux names an open folder by its descriptor: entries are then opened in it, not by a path. */
const HAS_FD_PATHS = existsSync("/proc/self/fd");
const CHUNK_BYTES = 64 * 1024;

/**
 * Copies the folder `from` into the existing folder `to`, as `copy` says: folders, plain files and
 * (with `copy.link`) links. Each folder and file is opened without following a link and copied
 * from what was opened, a file's bytes counted against the budget as they are copied (a file that
 * grew while copied passed a limit checked on its size); what is neither, or is gone, is left out.
 */
export async function copyTree(
  from: string | Buffer,
  to: string | Buffer,
  copy: TreeCopy,
): Promise<void> {
  // The folder itself must open: one closed to the grader is not an empty submission.
  const top = await open(from, FOLDER_FLAGS).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "EACCES" ? unreadable(Buffer.alloc(0)) : error;
  });
  await top.close();
  await copyFolder(from, Buffer.from(from), to, copy, 0);
}

/**
 * Who a folder given at `given` (maybe through a link) is copied for: its owner, or the link's.
 * A link of one user's to another user's folder is refused, as the kernel's `protected_symlinks`
 * refuses to follow one in a shared folder: root would read for the link's owner what is not theirs.
 */
export async function findCopyOwner(
  given: string | Buffer,
): Promise<NonNullable<TreeCopy["owner"]>> {
  const link = await lstat(given);
  if (!link.isSymbolicLink()) return { uid: link.uid, gid: link.gid };
  const folder = await stat(given);
  if (link.uid !== 0 && link.uid !== folder.uid)
    throw new SubmissionProblem("it is a link of one user's to another user's folder");
  return { uid: link.uid === 0 ? folder.uid : link.uid, gid: folder.gid };
}

/** Folders below folders this deep are refused: each level holds a descriptor while it is copied. */
const MAX_DEPTH = 256;

/** A folder opened without following a link, and the path that reads it (Linux: its descriptor's). */
export interface OpenFolder {
  readonly handle: FileHandle;
  readonly here: string | Buffer;
}

/** Opens a folder without following a link; undefined when it is gone, a link or not a folder. */
export async function openFolderUnfollowed(
  opened: string | Buffer,
): Promise<OpenFolder | undefined> {
  const handle = await openOrUndefined(opened, FOLDER_FLAGS);
  if (handle === undefined) return undefined;
  return { handle, here: HAS_FD_PATHS ? `/proc/self/fd/${handle.fd}` : opened };
}

/**
 * Opens a plain file without following a link or blocking (a FIFO put in its place opens at
 * once): undefined, and nothing left open, when it is gone or is not a plain file.
 */
export async function openFileUnfollowed(opened: string | Buffer): Promise<FileHandle | undefined> {
  const handle = await openOrUndefined(opened, FILE_FLAGS);
  if (handle === undefined) return undefined;
  try {
    if ((await handle.stat()).isFile()) return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

async function copyFolder(
  opened: string | Buffer,
  at: Buffer,
  to: string | Buffer,
  copy: TreeCopy,
  depth: number,
): Promise<void> {
  if (depth > MAX_DEPTH)
    throw new SubmissionProblem(
      `${copy.budget.subject} holds folders nested deeper than ${MAX_DEPTH}`,
    );
  const folder = await openFolderUnfollowed(opened);
  // Gone, or swapped for a link or a file since it was listed: left out.
  if (folder === undefined) return;
  const { here } = folder;
  try {
    if (!mayRead(await folder.handle.stat(), copy.owner, 0o5)) return;
    for (const entry of await readdir(here, { withFileTypes: true, encoding: "buffer" })) {
      const source = joinRaw(at, entry.name);
      const inFolder = joinRaw(here, entry.name);
      if (copy.leaveOut(source, entry.name, entry.isDirectory())) continue;
      const target = copy.target(to, entry.name);
      if (entry.isDirectory()) {
        spendOnEntry(copy.budget, 0);
        await mkdir(target);
        await copyFolder(inFolder, source, target, copy, depth + 1);
      } else if (entry.isFile()) {
        spendOnEntry(copy.budget, 0);
        await copyFile(inFolder, source, target, copy);
      } else if (entry.isSymbolicLink() && copy.link !== undefined) {
        const text = await copy.link(inFolder, source, target);
        if (text === undefined) continue;
        spendOnEntry(copy.budget, 0);
        await symlink(text, target);
      }
    }
  } finally {
    await folder.handle.close();
  }
}

/** Copies a plain file, opened without following a link; anything else put in its place is left out. */
async function copyFile(
  from: string | Buffer,
  source: Buffer,
  to: string | Buffer,
  copy: TreeCopy,
): Promise<void> {
  const input = await openFileUnfollowed(from).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "EACCES" ? unreadable(source) : error;
  });
  if (input === undefined) return;
  try {
    const info = await input.stat();
    if (!mayRead(info, copy.owner, 0o4)) return;
    const output = await open(to, "wx", info.mode & 0o777);
    try {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      for (let read = await readInto(input, chunk); read > 0; read = await readInto(input, chunk)) {
        spendBytes(copy.budget, read);
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

/**
 * Whether the owner the folder is copied for may `bits` (4 read, 5 read and enter) the entry, by
 * its permissions: as its owner, through the folder owner's group, or as anyone. Root may all.
 */
function mayRead(info: Stats, owner: TreeCopy["owner"], bits: number): boolean {
  if (owner === undefined || owner.uid === 0) return true;
  const granted =
    info.uid === owner.uid ? info.mode >> 6 : info.gid === owner.gid ? info.mode >> 3 : info.mode;
  return (granted & bits) === bits;
}

/** A file or folder the grader may not read: the submission's to fix, named. */
function unreadable(source: Buffer): SubmissionProblem {
  const name = source.length === 0 ? "its folder" : source.toString();
  return new SubmissionProblem(`cannot read ${name} (EACCES)`);
}

async function readInto(file: FileHandle, chunk: Buffer): Promise<number> {
  return (await file.read(chunk, 0, chunk.length, null)).bytesRead;
}

/** The entry opened; undefined when it is gone, unreadable or, since it was listed, a link or not a folder. */
async function openOrUndefined(
  file: string | Buffer,
  flags: number,
): Promise<FileHandle | undefined> {
  try {
    return await open(file, flags);
  } catch (error) {
    if (LEFT_OUT.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
    throw error;
  }
}

// Gone or swapped for a link or a file since it was listed.
const LEFT_OUT = new Set(["ENOENT", "ELOOP", "ENOTDIR"]);
