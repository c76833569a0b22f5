import { type Dirent, type Stats, statSync } from "node:fs";
import path from "node:path";
import { findCaseFileRefusal } from "./read-case-file.js";

type Entry = Pick<Dirent, "isFile" | "isDirectory" | "isSymbolicLink" | "isFIFO" | "isSocket">;

/** What a folder's entry is, through a link: only a plain file can be a case file. */
export type EntryKind = "file" | "folder" | "FIFO" | "socket" | "device" | "link to nothing";

/**
 * Whether a folder's entry is a file a case may be, or a link to one: a suite's case files are read
 * through links (cases linked from a folder they share), as `suite.json`'s files are copied through
 * them; never to a file of /proc, /sys or /dev, nor past `CASE_FILE_LIMIT`.
 */
export function isFileEntry(dir: string, name: string, entry: Entry): boolean {
  return (
    findEntryKind(dir, name, entry) === "file" &&
    findCaseFileRefusal(path.join(dir, name)) === undefined
  );
}

/** What `name` in `dir` is, following a link. */
export function findEntryKind(dir: string, name: string, entry: Entry): EntryKind {
  if (!entry.isSymbolicLink()) return describeEntryKind(entry);
  let info: Stats;
  try {
    info = statSync(path.join(dir, name));
  } catch {
    return "link to nothing";
  }
  return describeEntryKind(info);
}

/** What a file is, as its `stat` says (a link's, followed). */
export function describeEntryKind(entry: Omit<Entry, "isSymbolicLink">): EntryKind {
  if (entry.isFile()) return "file";
  if (entry.isDirectory()) return "folder";
  if (entry.isFIFO()) return "FIFO";
  if (entry.isSocket()) return "socket";
  return "device";
}
