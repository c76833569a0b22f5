import { randomUUID } from "node:crypto";
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  lchownSync,
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
 * any later run to change. It gets a copy of its own instead, as if the build had used `cp`: links
 * inside the folder are ordinary build output (cargo links each binary to its copy in `deps`), so
 * refusing them would fail good builds. The outside name keeps the box user as owner and goes with
 * its cleanup. One that was already shared before the lending was never lent, and is left as it is.
 */
export function giveBackEntry(entry: string, before: Before, boxUid: number): void {
  const info = lstatOrUndefined(entry);
  if (info === undefined) return; // removed by the run: nothing to give back
  if (!isShared(info)) {
    tryChown(entry, before);
    closeToOthers(entry, info, before);
  } else if (!wasSharedBefore(info, before)) giveBackShared(entry, info, before, boxUid);
}

/**
 * What the build left writable by everyone (`chmod 666 main`, a folder of 1777) is not: in basic
 * mode each later run is a box user, "others" to the folder's owner, and could change the program
 * between its cases. An entry that was so before the lending keeps its mode.
 */
function closeToOthers(entry: string, info: Stats, before: Before): void {
  const same = info.dev === before.dev && info.ino === before.ino;
  if (info.isSymbolicLink() || (info.mode & 0o002) === 0 || (same && (before.mode & 0o002) !== 0))
    return;
  try {
    chmodSync(entry, info.mode & 0o7775);
  } catch {}
}

/** A shared file made, or lent, by the build: a copy of its own, or removed. */
function giveBackShared(entry: string, info: Stats, owner: Owner, boxUid: number): void {
  if (info.isFile() && mayRead(info, boxUid)) replaceWithCopy(entry, info, owner);
  // A named pipe or socket has no content to copy, and a file the build could not read (a link it
  // could make only where `fs.protected_hardlinks` is off) must not be copied by root for it.
  else rmSync(entry, { force: true });
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
function replaceWithCopy(entry: string, info: Stats, owner: Owner): void {
  const copy = path.join(path.dirname(entry), `.games-grade-copy-${randomUUID()}`);
  try {
    copyOpened(entry, info, copy);
    lchownSync(copy, owner.uid, owner.gid);
    chmodSync(copy, info.mode & 0o775); // not writable by later runs (see `closeToOthers`)
    renameSync(copy, entry);
  } catch {
    // A copy that could not be made (a full disk): the shared name is removed, never chowned.
    rmSync(copy, { force: true });
    rmSync(entry, { force: true });
  }
}

/**
 * Copies the file `entry` was when looked at (`info`) to the new file `copy`: opened without
 * following a link, and checked to be that file, so that root never copies what a link put in its
 * place meanwhile leads to (`/etc/shadow`).
 */
function copyOpened(entry: string, info: Stats, copy: string): void {
  const source = openSync(entry, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const opened = fstatSync(source);
    if (opened.dev !== info.dev || opened.ino !== info.ino) throw new Error("replaced meanwhile");
    const target = openSync(copy, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      const buffer = Buffer.alloc(64 * 1024);
      for (let read = readSync(source, buffer); read > 0; read = readSync(source, buffer)) {
        writeSync(target, buffer, 0, read);
      }
    } finally {
      closeSync(target);
    }
  } finally {
    closeSync(source);
  }
}

/** Chowns `entry` itself, never what it links to; a path a run removed needs no owner. */
export function tryChown(entry: string, owner: Owner): void {
  try {
    lchownSync(entry, owner.uid, owner.gid);
  } catch {}
}
