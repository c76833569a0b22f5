import path from "node:path";
import { findPackageDir, HARNESS_DIR } from "../harness-package.js";
import { holdMode } from "./held-modes.js";
import { isInside } from "./is-inside.js";
import { statOrUndefined } from "./stat-entry.js";

/**
 * Basic mode as root has no box to hide paths in: the box user is kept out of the suite, the
 * reports and the harness's installed fixtures by their permissions instead. While a run holds
 * them, the bits of "others" are taken from each (a folder's then closes all inside it); the last
 * run to let go gives them back, and so does the grader's exit. A path that holds a folder the
 * program needs (a class's work folder holds each student's) stays open. Returns the letting go.
 */
export function closeToOthers(hidden: readonly string[], needed: readonly string[]): () => void {
  const fixtures = findPackageDir(HARNESS_DIR);
  const paths = [...hidden, ...(fixtures === undefined ? [] : [path.join(fixtures, "fixtures")])]
    .map((entry) => path.resolve(entry))
    .filter((entry) => !needed.some((inside) => isInside(path.resolve(inside), entry)));
  const held = paths.flatMap((entry) => holdMode("close", entry, (mode) => mode & ~0o007) ?? []);
  return () => {
    for (const letGo of held) letGo();
  };
}

/** A folder other users cannot list and enter, or a file they cannot read. */
export function isClosedToOthers(entry: string): boolean {
  const info = statOrUndefined(entry);
  if (info === undefined) return false;
  const needed = info.isDirectory() ? 0o005 : 0o004;
  return (info.mode & needed) !== needed;
}
