import { randomUUID } from "node:crypto";
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  ftruncateSync,
  lchownSync,
  linkSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
  writeSync,
} from "node:fs";
import path from "node:path";
import { lstatOrUndefined } from "./stat-entry.js";

export interface Owner {
  readonly uid: number;
  readonly gid: number;
}

/** What `lendFolders` knew of a path before the lending: its owner, and which file it was. */
export type Before = Owner & Pick<Stats, "dev" | "ino" | "nlink" | "mode" | "isDirectory">;

/** A file of more than one name (a hard link): a folder never is one. */
export function isShared(info: Pick<Stats, "nlink" | "isDirectory">): boolean {
  return !info.isDirectory() && info.nlink > 1;
}

/**
 * Gives one entry of a lent folder back to `owner`. A file of more than one name is never chowned
 * in place: a build may link a file of its own outside (`ln /tmp/x ./hl`, `ln ./main /tmp/x`), and
 * chowning the name inside handed the outside one to the folder's owner too (root), so the box
 * user's cleanup, which removes what it owns, left it, world-writable, linked into the folder for
 * any later run to change. It gets a copy instead (one for all its names in the folders), as if
 * the build had used `cp`: links inside the folder are ordinary build output (cargo links each
 * binary to its copy in `deps`), so refusing them would fail good builds. The outside name keeps
 * the box user as owner and goes with its cleanup. One that was already shared before the lending
 * was never lent, and is left as it is.
 */
export function giveBackEntry(
  entry: string,
  before: Before,
  boxUid: number,
  copies: Map<string, string>,
): void {
  const info = lstatOrUndefined(entry);
  if (info === undefined) return; // removed by the run: nothing to give back
  // The last name of a file copied for its others (now of one name): the copy's too.
  const copy = copies.get(inodeKey(info));
  if (copy !== undefined && linkInPlace(copy, entry)) return;
  if (info.isSymbolicLink()) tryChown(entry, before);
  else if (!isShared(info)) giveBackOpened(entry, info, before);
  else if (!wasSharedBefore(info, before)) giveBackShared(entry, info, before, { boxUid, copies });
}

/**
 * Chowns and closes to others the entry `info` describes, through a descriptor opened without
 * following a link and checked to be it: by path, a link swapped in meanwhile would have had what
 * it leads to changed. The chown drops a setuid or setgid bit, as the kernel does for any chown of a
 * file; the mode is read after it, so none comes back (a build's `chmod 4777 main` was given back a
 * root-owned setuid program).
 */
function giveBackOpened(entry: string, info: Stats, before: Before): void {
  const fd = openEntry(entry, info);
  if (fd === undefined) {
    tryChown(entry, before); // a socket: nothing to open, nothing in it
    return;
  }
  try {
    fchownSync(fd, before.uid, before.gid);
    const mode = fstatSync(fd).mode & 0o7777;
    if (isOpenToOthers(mode, info, before)) fchmodSync(fd, mode & ~0o002);
  } catch {
    // Gone or changed meanwhile: nothing of it to give back.
  } finally {
    closeSync(fd);
  }
}

/** `entry` opened without following a link (a pipe without waiting), if it is still `info`'s. */
function openEntry(entry: string, info: Stats): number | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(entry, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    if (opened.dev === info.dev && opened.ino === info.ino) return fd;
  } catch {
    // ENXIO for a socket; ELOOP for a link swapped in.
  }
  if (fd !== undefined) closeSync(fd);
  return undefined;
}

/**
 * What the build left writable by everyone (`chmod 666 main`, a folder of 1777): in basic mode
 * each later run is a box user, "others" to the folder's owner, and could change the program
 * between its cases. An entry that was so before the lending keeps its mode.
 */
function isOpenToOthers(mode: number, info: Stats, before: Before): boolean {
  const same = info.dev === before.dev && info.ino === before.ino;
  return (mode & 0o002) !== 0 && !(same && (before.mode & 0o002) !== 0);
}

interface Sharing {
  readonly boxUid: number;
  /** The copy made for each shared file given back so far, by device and inode. */
  readonly copies: Map<string, string>;
}

/**
 * A shared file made, or lent, by the build: a copy of its own, made once for all its names in the
 * folders (thirty names of one 8 MiB file were thirty copies, written by root), or removed.
 */
function giveBackShared(entry: string, info: Stats, owner: Owner, sharing: Sharing): void {
  if (info.isFile() && mayRead(info, sharing.boxUid)) {
    if (replaceWithCopy(entry, info, owner)) sharing.copies.set(inodeKey(info), entry);
  }
  // A named pipe or socket has no content to copy, and a file the build could not read (a link it
  // could make only where `fs.protected_hardlinks` is off) must not be copied by root for it.
  else rmSync(entry, { force: true });
}

function inodeKey(info: Stats): string {
  return `${info.dev}:${info.ino}`;
}

/** `entry` made another name of `copy` (a file of root's own making), in place; false if it cannot. */
function linkInPlace(copy: string, entry: string): boolean {
  const name = path.join(path.dirname(entry), `.games-grade-link-${randomUUID()}`);
  try {
    linkSync(copy, name);
    renameSync(name, entry);
    return true;
  } catch {
    rmSync(name, { force: true });
    return false;
  }
}

/** The same file, of more than one name before the lending too: never lent, so left as it is. */
function wasSharedBefore(info: Stats, before: Before): boolean {
  return info.dev === before.dev && info.ino === before.ino && isShared(before);
}

/** Could the box user read it: its own, or others may (it reached it by a path to make the link). */
function mayRead(info: Stats, boxUid: number): boolean {
  return info.uid === boxUid || (info.mode & 0o004) !== 0;
}

/** A new file of one name in `entry`'s place, with its content and permissions, `owner`'s. */
function replaceWithCopy(entry: string, info: Stats, owner: Owner): boolean {
  const copy = path.join(path.dirname(entry), `.games-grade-copy-${randomUUID()}`);
  try {
    copyOpened(entry, info, copy);
    lchownSync(copy, owner.uid, owner.gid);
    chmodSync(copy, info.mode & 0o775); // no setuid bit, not writable by later runs
    renameSync(copy, entry);
    return true;
  } catch {
    // A copy that could not be made (a full disk): the shared name is removed, never chowned.
    rmSync(copy, { force: true });
    rmSync(entry, { force: true });
    return false;
  }
}

/**
 * Copies the file `entry` was when looked at (`info`) to the new file `copy`: opened without
 * following a link, and checked to be that file, so that root never copies what a link put in its
 * place meanwhile leads to (`/etc/shadow`). Runs of zeros are skipped, left as holes: a sparse file
 * (`truncate -s 8M`) costs its copy no more disk than it costs itself.
 */
function copyOpened(entry: string, info: Stats, copy: string): void {
  const source = openEntry(entry, info);
  if (source === undefined) throw new Error("replaced meanwhile");
  try {
    const target = openSync(copy, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      const buffer = Buffer.alloc(64 * 1024);
      let position = 0;
      for (let read = readSync(source, buffer); read > 0; read = readSync(source, buffer)) {
        const chunk = buffer.subarray(0, read);
        if (!isAllZeros(chunk)) writeSync(target, chunk, 0, read, position);
        position += read;
      }
      ftruncateSync(target, position);
    } finally {
      closeSync(target);
    }
  } finally {
    closeSync(source);
  }
}

function isAllZeros(chunk: Buffer): boolean {
  return chunk.every((byte) => byte === 0);
}

/** Chowns `entry` itself, never what it links to; a path a run removed needs no owner. */
export function tryChown(entry: string, owner: Owner): void {
  try {
    lchownSync(entry, owner.uid, owner.gid);
  } catch {}
}
