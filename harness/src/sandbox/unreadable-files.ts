import { readdirSync } from "node:fs";
import path from "node:path";
import { isClosedToOthers } from "./close-to-others.js";
import { statOrUndefined } from "./stat-entry.js";

/** How many of the files are named in the warning. */
const NAMED = 3;

/**
 * Said before the first case when the program runs as a box user (the grader is root) and some of
 * what it is shown is readable by its owner alone, as a umask of 077 leaves what root writes: a
 * program started from such a file fails in words that do not say why (Java's "Could not find or
 * load main class Main"). The files are not made readable for it: their owner chose to close them.
 * Each folder shown is looked at one level deep, where a program's own files are.
 */
export function describeUnreadableFiles(visible: readonly string[]): string | undefined {
  const files = [...new Set(visible.flatMap(listFiles))].sort();
  // A box user is neither a file's owner nor in its group: it reads what others may.
  const closed = files.filter(isClosedToOthers);
  if (closed.length === 0) return undefined;
  const more = closed.length > NAMED ? ` and ${closed.length - NAMED} more` : "";
  const names = closed.slice(0, NAMED).join(", ");
  return `the program's user cannot read ${names}${more}, readable by the owner alone: the program may fail to start (chmod o+r to let it read them)`;
}

/** A file itself, or the files in a folder (not in its subfolders). */
function listFiles(entry: string): string[] {
  const stats = statOrUndefined(entry);
  if (stats?.isFile()) return [entry];
  if (!stats?.isDirectory()) return [];
  try {
    return readdirSync(entry)
      .map((name) => path.join(entry, name))
      .filter((file) => statOrUndefined(file)?.isFile() === true);
  } catch {
    return []; // a folder root may not list: the box shows it as the kernel lets it
  }
}
