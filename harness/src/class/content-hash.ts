import { createHash, type Hash } from "node:crypto";
import { readdir, realpath } from "node:fs/promises";
import { HISTORY_NAMES } from "../sandbox/index.js";
import { openFileUnfollowed, openFolderUnfollowed } from "./copy-tree.js";
import { decodeName, joinRaw } from "./file-names.js";

/**
 * Folders that are not part of what a student handed in: a clone's history (`.git`, or another
 * version control's store), macOS's extras.
 */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([...HISTORY_NAMES, "__MACOSX"]);

/**
 * A SHA-256 over every file under `dir` (its path from `dir` and its bytes, in a fixed order),
 * or of the file itself: the same files give the same hash wherever they lie. Symbolic links and
 * the folders in `SKIPPED_FOLDERS` are left out, as they are when a submission is copied. Read as
 * a copy is (see `copyTree`): nothing followed, nothing that blocks (a FIFO swapped in held the
 * class for good), and no more than `maxBytes` (a sparse file of 20 GB took minutes): past it, or
 * on anything it cannot read, it throws, and the submission is graded afresh.
 */
export async function hashContent(
  target: string | Buffer,
  isFolder: boolean,
  maxBytes: number,
): Promise<string> {
  const budget = { left: maxBytes };
  // The entry's own link is followed (a folder of links to clones elsewhere), nothing below it.
  const real = await realpath(target, { encoding: "buffer" });
  if (!isFolder) return hashFile(real, budget);
  const hash = createHash("sha256");
  await hashFolder(hash, real, Buffer.alloc(0), budget);
  return hash.digest("hex");
}

interface HashBudget {
  left: number;
}

/** Names as bytes, which a name that is not UTF-8 is (see `decodeName`), in their bytes' order. */
async function hashFolder(
  hash: Hash,
  opened: string | Buffer,
  relative: Buffer,
  budget: HashBudget,
): Promise<void> {
  const folder = await openFolderUnfollowed(opened);
  if (folder === undefined) throw new Error(`${relative.toString() || "."} is not a folder`);
  try {
    const entries = await readdir(folder.here, { withFileTypes: true, encoding: "buffer" });
    entries.sort((left, right) => Buffer.compare(left.name, right.name));
    for (const entry of entries) {
      const child = relative.length === 0 ? entry.name : joinRaw(relative, entry.name);
      const inFolder = joinRaw(folder.here, entry.name);
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(decodeName(entry.name))) {
        hash.update(Buffer.concat([D, child, NUL]));
        await hashFolder(hash, inFolder, child, budget);
      } else if (entry.isFile()) {
        const content = await hashFile(inFolder, budget, child.toString());
        hash.update(Buffer.concat([F, child, NUL, Buffer.from(`${content}\n`)]));
      }
    }
  } finally {
    await folder.handle.close();
  }
}

const D = Buffer.from("d\0");
const F = Buffer.from("f\0");
const NUL = Buffer.from("\0");

async function hashFile(
  file: string | Buffer,
  budget: HashBudget,
  name = file.toString(),
): Promise<string> {
  const handle = await openFileUnfollowed(file);
  if (handle === undefined) throw new Error(`${name} is not a plain file`);
  try {
    const hash = createHash("sha256");
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return hash.digest("hex");
      budget.left -= bytesRead;
      if (budget.left < 0) throw new Error("larger than the submission limit");
      hash.update(chunk.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}
