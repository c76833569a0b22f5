import { type Dirent, readdirSync } from "node:fs";
import path from "node:path";

/** An entry under a walked folder; a link is listed, never entered. */
export interface TreeEntry {
  readonly path: string;
  readonly isLink: boolean;
}

/**
 * Everything under `folder`, up to `maxEntries`. Links are listed, never followed: a build may make
 * one to any folder of the machine (`/usr/bin`), or to its own (`ln -s . a`, a loop); Node 20's
 * recursive `readdir` follows them. A folder that cannot be read is left out, as empty.
 */
export function walkTree(
  folder: string,
  maxEntries = Number.POSITIVE_INFINITY,
): { readonly entries: readonly TreeEntry[]; readonly complete: boolean } {
  const entries: TreeEntry[] = [];
  const folders = [folder];
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    for (const entry of readEntries(dir)) {
      if (entries.length >= maxEntries) return { entries, complete: false };
      const entryPath = path.join(dir, entry.name);
      entries.push({ path: entryPath, isLink: entry.isSymbolicLink() });
      if (entry.isDirectory()) folders.push(entryPath);
    }
  }
  return { entries, complete: true };
}

function readEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
