import { type Dirent, statSync } from "node:fs";
import path from "node:path";

type Entry = Pick<Dirent, "isFile" | "isSymbolicLink">;

/**
 * Whether a folder's entry is a file, or a link to one: a suite's case files are read through links
 * (cases linked from a folder they share), as `suite.json`'s files are copied through them.
 */
export function isFileEntry(dir: string, name: string, entry: Entry): boolean {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(path.join(dir, name)).isFile();
  } catch {
    return false; // a link to nothing
  }
}
