import { chmodSync, statSync } from "node:fs";
import path from "node:path";
import { findPackageDir, HARNESS_DIR } from "../harness-package.js";

/** Paths this grader closed: the permission bits of others it took, and how many runs hold each. */
const closed = new Map<string, { readonly bits: number; holders: number }>();
let reopensOnExit = false;

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
    .filter((entry) => !needed.some((inside) => isWithin(inside, entry)));
  const held = paths.filter(hold);
  return () => {
    for (const entry of held) letGo(entry);
  };
}

function hold(entry: string): boolean {
  const known = closed.get(entry);
  if (known !== undefined) {
    known.holders++;
    return true;
  }
  const mode = tryMode(entry);
  if (mode === undefined || (mode & 0o007) === 0) return false;
  chmodSync(entry, mode & ~0o007);
  if (!reopensOnExit) process.once("exit", reopenAll);
  reopensOnExit = true;
  closed.set(entry, { bits: mode & 0o007, holders: 1 });
  return true;
}

function letGo(entry: string): void {
  const known = closed.get(entry);
  if (known === undefined || --known.holders > 0) return;
  closed.delete(entry);
  reopen(entry, known.bits);
}

function reopenAll(): void {
  for (const [entry, { bits }] of closed) reopen(entry, bits);
  closed.clear();
}

function reopen(entry: string, bits: number): void {
  const mode = tryMode(entry);
  if (mode !== undefined) chmodSync(entry, mode | bits);
}

function tryMode(entry: string): number | undefined {
  try {
    return statSync(entry).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/** A folder other users cannot list and enter, or a file they cannot read. */
export function isClosedToOthers(entry: string): boolean {
  try {
    const info = statSync(entry);
    const needed = info.isDirectory() ? 0o005 : 0o004;
    return (info.mode & needed) !== needed;
  } catch {
    return false;
  }
}

function isWithin(inside: string, folder: string): boolean {
  const relative = path.relative(folder, inside);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
