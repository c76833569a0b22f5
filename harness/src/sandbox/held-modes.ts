import { chmodSync } from "node:fs";
import { statOrUndefined } from "./stat-entry.js";

/** Permission changes this grader made for its runs: how many runs hold each, and its undoing. */
const held = new Map<string, { holders: number; readonly undo: () => void }>();
let undoesOnExit = false;

/**
 * Holds a change of `entry`'s permission bits for one run: the first run to hold it makes it
 * (`change` maps the mode to the new one; no change when it maps it to itself), later ones count;
 * the last to let go undoes it, and so does the grader's exit. Each kind of change (`kind`) is held
 * apart. Returns the letting go, or `undefined` when nothing was changed nor held.
 */
export function holdMode(
  kind: string,
  entry: string,
  change: (mode: number) => number,
): (() => void) | undefined {
  const key = `${kind}:${entry}`;
  const known = held.get(key);
  if (known !== undefined) known.holders++;
  else if (!makeChange(key, entry, change)) return undefined;
  return () => letGo(key);
}

function makeChange(key: string, entry: string, change: (mode: number) => number): boolean {
  const mode = readMode(entry);
  if (mode === undefined || change(mode) === mode) return false;
  chmodSync(entry, change(mode));
  // Only the bits changed are given back: the entry may have changed otherwise meanwhile.
  const flipped = mode ^ change(mode);
  const restore = mode & flipped;
  const undo = () => {
    const now = readMode(entry);
    if (now !== undefined) chmodSync(entry, (now & ~flipped) | restore);
  };
  if (!undoesOnExit) process.once("exit", undoAll);
  undoesOnExit = true;
  held.set(key, { holders: 1, undo });
  return true;
}

function letGo(key: string): void {
  const known = held.get(key);
  if (known === undefined || --known.holders > 0) return;
  held.delete(key);
  known.undo();
}

function undoAll(): void {
  for (const { undo } of held.values()) undo();
  held.clear();
}

function readMode(entry: string): number | undefined {
  const mode = statOrUndefined(entry)?.mode;
  return mode === undefined ? undefined : mode & 0o7777;
}
