import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { HISTORY_NAMES } from "../sandbox/index.js";
import { decodeName, joinRaw } from "./file-names.js";

/**
 * Folders that are not part of what a student handed in: a clone's history (`.git`, or another
 * version control's store), macOS's extras.
 */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([...HISTORY_NAMES, "__MACOSX"]);

/**
 * A SHA-256 over every file under `dir` (its path from `dir` and its bytes, in a fixed order),
 * or of the file itself: the same files give the same hash wherever they lie. Symbolic links and
 * the folders in `SKIPPED_FOLDERS` are left out, as they are when a submission is copied.
 */
export async function hashContent(target: string | Buffer, isFolder: boolean): Promise<string> {
  if (!isFolder) return hashFile(target);
  const hash = createHash("sha256");
  await hashFolder(hash, target, Buffer.alloc(0));
  return hash.digest("hex");
}

/** Names as bytes, which a name that is not UTF-8 is (see `decodeName`), in their bytes' order. */
async function hashFolder(hash: Hash, root: string | Buffer, relative: Buffer): Promise<void> {
  const folder = relative.length === 0 ? Buffer.from(root) : joinRaw(root, relative);
  const entries = await readdir(folder, { withFileTypes: true, encoding: "buffer" });
  entries.sort((left, right) => Buffer.compare(left.name, right.name));
  for (const entry of entries) {
    const child = relative.length === 0 ? entry.name : joinRaw(relative, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(decodeName(entry.name))) {
      hash.update(Buffer.concat([D, child, NUL]));
      await hashFolder(hash, root, child);
    } else if (entry.isFile()) {
      const content = await hashFile(joinRaw(root, child));
      hash.update(Buffer.concat([F, child, NUL, Buffer.from(`${content}\n`)]));
    }
  }
}

const D = Buffer.from("d\0");
const F = Buffer.from("f\0");
const NUL = Buffer.from("\0");

async function hashFile(file: string | Buffer): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
