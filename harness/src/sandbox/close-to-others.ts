import { readdirSync } from "node:fs";
import path from "node:path";
import { findShippedFixturesDir } from "../harness-package.js";
import { holdMode } from "./held-modes.js";
import { isInside } from "./is-inside.js";
import { statOrUndefined } from "./stat-entry.js";

/**
 * Basic mode as root has no box to hide paths in: the box user is kept out of the suite, the
 * reports and the harness's installed fixtures by their permissions instead. While a run holds
 * them, the bits of "others" are taken from each (a folder's then closes all inside it); the last
 * run to let go gives them back, and so does the grader's exit. A hidden folder that holds one the
 * program needs (a class's work folder holds each student's) cannot be closed: others may still
 * pass through it (see `openToPass`), but not list it, and each entry in it not on the way to what
 * the program needs is closed (the other students' folders; its own is kept to a group of its own,
 * see `keepToOwnGroup`). A hidden folder that is itself the program's (a suite that holds the
 * program) stays open. Returns the letting go.
 */
export function closeToOthers(hidden: readonly string[], needed: readonly string[]): () => void {
  const fixtures = findShippedFixturesDir();
  const paths = [...hidden, ...(fixtures === undefined ? [] : [fixtures])];
  const wanted = needed.map((entry) => path.resolve(entry));
  const held = paths
    .map((entry) => path.resolve(entry))
    .flatMap((entry) => {
      if (!wanted.some((inside) => isInside(inside, entry))) return [close(entry)];
      // The program's own folder, as a suite that holds the program: left open, as it must read it.
      if (wanted.includes(entry)) return [];
      const unlisted = holdMode("list", entry, { clear: 0o006 })?.letGo;
      return [
        unlisted,
        ...listEntries(entry)
          .filter((beside) => !isOnTheWay(beside, wanted))
          .map(close),
      ];
    })
    .flatMap((letGo) => letGo ?? []);
  return () => {
    for (const letGo of held) letGo();
  };
}

function close(entry: string): (() => void) | undefined {
  return holdMode("close", entry, { clear: 0o007 })?.letGo;
}

/** Whether `entry` is, or holds, one of the paths `wanted`. */
function isOnTheWay(entry: string, wanted: readonly string[]): boolean {
  return wanted.some((inside) => isInside(inside, entry));
}

function listEntries(folder: string): string[] {
  try {
    return readdirSync(folder).map((name) => path.join(folder, name));
  } catch {
    return []; // a file, or gone
  }
}

/** A folder other users cannot list and enter, or a file they cannot read. */
export function isClosedToOthers(entry: string): boolean {
  const info = statOrUndefined(entry);
  if (info === undefined) return false;
  const needed = info.isDirectory() ? 0o005 : 0o004;
  return (info.mode & needed) !== needed;
}
