import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { findPackageDir, HARNESS_DIR } from "../harness-package.js";
import { hashFile } from "./find-copies.js";
import { isInside } from "./is-inside.js";

/** What a graded program must not see of the programs that know the answers. */
export interface HiddenReference {
  readonly hidden: readonly string[];
  /** Their code, found by content wherever a copy of it lies. */
  readonly secrets: readonly string[];
}

/** Scripts, and the V8 code cache a built CLI starts from (its bytecode: the engine, compiled). */
const CODE = /\.(js|cjs|mjs|code-cache)$/;
/** Smaller scripts (a package's bin, alike in every package) cannot answer alone, and are everywhere. */
const MIN_CODE_BYTES = 1024;

/**
 * The folders of the programs that could answer in the graded program's place: the reference's
 * (the game of the suite, or fuzz's reference: the folders its command names) and the grader's
 * own package, which ships every game's cases and bundles every game's engine. A folder the
 * program is shown on purpose (its command names it: the game graded against its own cases) stays.
 */
export function hideReference(
  referenceFolders: readonly string[],
  shown: readonly string[],
): HiddenReference {
  const grader = findPackageDir(HARNESS_DIR);
  const folders = [...referenceFolders, ...(grader === undefined ? [] : [grader])];
  const hidden = [...new Set(folders)].filter((folder) => !shown.includes(folder));
  return { hidden, secrets: hidden.flatMap(listCode) };
}

/**
 * Whether a found `file` is the program's own code: inside a folder its command names (`own`), with
 * the content of a reference's code. Such as the released game graded against the cases it ships,
 * whose bundle equals the one the grader knows. Copies of cases are never the program's own.
 */
export function isOwnCode(
  own: readonly string[],
  reference: HiddenReference,
): (file: string) => boolean {
  let code: Set<string | undefined> | undefined;
  return (file) => {
    if (!own.some((folder) => isInside(file, folder))) return false;
    code ??= new Set(reference.secrets.map(hashFile));
    return code.has(hashFile(file));
  };
}

/** The scripts under `folder` big enough to matter, its `node_modules` aside (other packages' code). */
function listCode(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listCode(entryPath);
    const isCode = entry.isFile() && CODE.test(entry.name);
    return isCode && statSync(entryPath).size >= MIN_CODE_BYTES ? [entryPath] : [];
  });
}
