import type { Stats } from "node:fs";
import { giveBackEntry, isShared, type Owner, tryChown } from "./give-back-entry.js";
import { type LentFolder, recordLending } from "./lent-records.js";
import { lstatOrUndefined } from "./stat-entry.js";
import { walkTree } from "./walk-tree.js";

/**
 * Makes `uid` (and group `uid`) the owner of `folders` and all inside them, so that a box user may
 * write there (a build's output). Returns what gives them back: each path that was there to its
 * owner before, each path the run made to its folder's owner (see `giveBackEntry` for a file with
 * more than one name). A file already of more than one name is not lent: its other names may lie
 * outside (a pnpm `node_modules`, linked to the store in the teacher's home), and the build could
 * then change them in place; in its lent folder it may still replace it.
 */
export function lendFolders(folders: readonly string[], uid: number): () => void {
  const forget = folders.length === 0 ? () => {} : recordLending(uid, describeFolders(folders));
  const before = new Map<string, Stats>();
  for (const folder of folders) {
    for (const entry of listTree(folder)) {
      const info = lstatOrUndefined(entry);
      if (info === undefined) continue;
      before.set(entry, info);
      if (!isShared(info)) tryChown(entry, { uid, gid: uid });
    }
  }
  return () => {
    const copies = new Map<string, string>();
    for (const folder of folders) {
      const owner = before.get(folder);
      if (owner === undefined) continue;
      for (const entry of listTree(folder)) {
        giveBackEntry(entry, before.get(entry) ?? owner, uid, copies);
      }
    }
    forget();
  };
}

/** Each folder as it is now, for the record of what is lent (see `recordLending`). */
function describeFolders(folders: readonly string[]): LentFolder[] {
  return folders.flatMap((folder) => {
    const info = lstatOrUndefined(folder);
    if (info === undefined) return [];
    return [{ path: folder, dev: info.dev, ino: info.ino, uid: info.uid, gid: info.gid }];
  });
}

/** Makes `owner` the owner of `folder` and all inside it. */
export function chownTree(folder: string, owner: Owner): void {
  for (const entry of listTree(folder)) tryChown(entry, owner);
}

/** `folder` and everything under it, links not followed (see `walkTree`). */
function listTree(folder: string): string[] {
  return [folder, ...walkTree(folder).entries.map((entry) => entry.path)];
}
