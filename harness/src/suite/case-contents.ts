import { readdirSync } from "node:fs";
import path from "node:path";
import { isFileEntry } from "./is-file-entry.js";

/**
 * The files of a suite whose content a graded program must not find anywhere: every case's
 * expected output (`.out`, `.protocol`, which holds it too) and input (`.in`, by which a copy of the
 * suite is found). All cases, not only those selected: the others' answers are as secret.
 */
export function listCaseContents(suite: string): string[] {
  return readEntries(suite)
    .filter((entry) => /.\.(in|out|protocol)$/.test(entry.name))
    .filter((entry) => isFileEntry(suite, entry.name, entry))
    .map((entry) => path.join(suite, entry.name));
}

/** A suite that cannot be read has nothing to hide; grading it says what is wrong, in one line. */
function readEntries(suite: string) {
  try {
    return readdirSync(suite, { withFileTypes: true });
  } catch {
    return [];
  }
}
