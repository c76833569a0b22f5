import { readdirSync } from "node:fs";
import path from "node:path";
import type { Program } from "../run/run-program.js";
import { findNamed, findVisible } from "../sandbox/plan-sandbox.js";

/** What a fuzzed candidate must not see of the reference, to run or read in its place. */
export interface HiddenReference {
  /** The folders the reference's command names (the game's package), unless the candidate's names them too. */
  readonly hidden: readonly string[];
  /** The reference's code, found by content wherever a copy of it lies. */
  readonly secrets: readonly string[];
}

const CODE = /\.(js|cjs|mjs)$/;

/**
 * The game's package is hidden from the candidate, and every copy of its code, so that it cannot
 * answer by running the reference. A candidate whose own command names the package (the game
 * fuzzed against itself) still sees it: nothing is then secret.
 */
export function hideReference(
  reference: Program,
  candidate: Program,
  programFolder: string,
): HiddenReference {
  const shown = findVisible(candidate, programFolder);
  const hidden = findNamed(reference).filter((folder) => !shown.includes(folder));
  return { hidden, secrets: hidden.flatMap(listCode) };
}

/** The script files under `folder`, its `node_modules` aside (other packages' code, not the game's). */
function listCode(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listCode(entryPath);
    return entry.isFile() && CODE.test(entry.name) ? [entryPath] : [];
  });
}
