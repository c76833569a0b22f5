import { type Dirent, lchownSync, readdirSync } from "node:fs";
import path from "node:path";
import { lstatOrUndefined } from "./stat-entry.js";

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

/**
 * `folder` and everything under it. Links are listed, never followed: a build may make one to any
 * folder of the machine (`/usr/bin`), or to its own (`ln -s . a`, a loop). Node 20's recursive
 * `readdir` follows them.
 */
function listTree(folder: string): string[] {
  const found = [folder];
  const folders = [folder];
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    for (const entry of readEntries(dir)) {
      const entryPath = path.join(dir, entry.name);
      found.push(entryPath);
      if (entry.isDirectory()) folders.push(entryPath);
    }
  }
  return found;
}

function readEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

// A path a run removed in the meantime needs no owner.
function tryChown(entry: string, owner: Owner): void {
  try {
    lchownSync(entry, owner.uid, owner.gid);
  } catch {}
}
