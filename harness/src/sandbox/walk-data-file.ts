import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { openPlainFile } from "../suite/open-plain-file.js";

/** What is done with a data file's folders and files on their way into a run's working folder. */
export interface DataFileVisitor {
  /** A folder to make at `to` (its parents come first). */
  readonly folder: (to: string) => void;
  /** A file opened to copy to `to` with permissions `mode`; the visitor owns (closes) `fd`. */
  readonly file: (fd: number, mode: number, to: string) => void;
}

/**
 * Walks a data file or folder of the suite (`from`), to be copied to `to`, links followed as
 * `cp -L` would. Every file is opened and the file opened is checked, not the path found when the
 * suite was read: a link swapped since could lead to a FIFO (the grader held for good) or to the
 * kernel's files (`/proc/self/environ`, the grader's own environment).
 */
export function walkDataFile(from: string, to: string, visit: DataFileVisitor): void {
  const info = statSync(from);
  if (info.isDirectory()) {
    visit.folder(to);
    for (const name of readdirSync(from))
      walkDataFile(path.join(from, name), path.join(to, name), visit);
    return;
  }
  visit.file(openPlainFile(from, "data file").fd, info.mode & 0o777, to);
}
