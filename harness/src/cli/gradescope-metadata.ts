import { existsSync } from "node:fs";
import path from "node:path";
import type { ReporterTarget } from "./parse-values.js";

/**
 * Gradescope's `submission_metadata.json`, where it is: beside the `results/` folder a gradescope
 * report is written to, and in Gradescope's own root. It holds the `results.json` of the student's
 * earlier submissions, whose diffs show the expected output of every case, hidden ones too: a
 * program that read it in basic mode (Gradescope's containers refuse bubblewrap) passed the
 * cases it had failed once. It is hidden from the program as a report is.
 */
export function findGradescopeMetadata(reporters: readonly ReporterTarget[]): readonly string[] {
  const roots = reporters.flatMap(({ kind, file }) =>
    kind === "gradescope" && file !== undefined
      ? [path.dirname(path.dirname(path.resolve(file)))]
      : [],
  );
  return [...new Set([GRADESCOPE_ROOT, ...roots])]
    .map((root) => path.join(root, "submission_metadata.json"))
    .filter((file) => existsSync(file));
}

const GRADESCOPE_ROOT = "/autograder";
