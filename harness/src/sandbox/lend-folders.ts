import { lchownSync } from "node:fs";
import { lstatOrUndefined } from "./stat-entry.js";
import { walkTree } from "./walk-tree.js";

interface Owner {
  readonly uid: number;
  readonly gid: number;
}

/**
 * Makes `uid` (and group `uid`) the owner of `folders` and all inside them, so that a box user may
 * write there (a build's output). Returns what gives them back: each path that was there to its
 * owner before, each path the run made to its folder's owner.
 */
export function lendFolders(folders: readonly string[], uid: number): () => void {
  const before = new Map<string, Owner>();
  for (const folder of folders) {
    for (const entry of listTree(folder)) {
      const info = lstatOrUndefined(entry);
      if (info !== undefined) before.set(entry, { uid: info.uid, gid: info.gid });
    }
    chownTree(folder, { uid, gid: uid });
  }
  return () => {
    for (const folder of folders) {
      const owner = before.get(folder);
      if (owner === undefined) continue;
      for (const entry of listTree(folder)) tryChown(entry, before.get(entry) ?? owner);
    }
  };
}

/** Makes `owner` the owner of `folder` and all inside it. */
export function chownTree(folder: string, owner: Owner): void {
  for (const entry of listTree(folder)) tryChown(entry, owner);
}

/** `folder` and everything under it, links not followed (see `walkTree`). */
function listTree(folder: string): string[] {
  return [folder, ...walkTree(folder).entries.map((entry) => entry.path)];
}

// A path a run removed in the meantime needs no owner.
function tryChown(entry: string, owner: Owner): void {
  try {
    lchownSync(entry, owner.uid, owner.gid);
  } catch {}
}
