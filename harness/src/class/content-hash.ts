import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Folders that are not part of what a student handed in (a clone's history, macOS's extras). */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([".git", "__MACOSX"]);

/**
 * A SHA-256 over every file under `dir` (its path from `dir` and its bytes, in a fixed order),
 * or of the file itself: the same files give the same hash wherever they lie. Symbolic links and
 * the folders in `SKIPPED_FOLDERS` are left out, as they are when a submission is copied.
 */
export async function hashContent(target: string, isFolder: boolean): Promise<string> {
  if (!isFolder) return hashFile(target);
  const hash = createHash("sha256");
  await hashFolder(hash, target, "");
  return hash.digest("hex");
}

async function hashFolder(hash: Hash, root: string, relative: string): Promise<void> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  entries.sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
  for (const entry of entries) {
    const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) {
      hash.update(`d\0${child}\0`);
      await hashFolder(hash, root, child);
    } else if (entry.isFile()) {
      hash.update(`f\0${child}\0${await hashFile(path.join(root, child))}\n`);
    }
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
