import type { CompareMode } from "../result/verdict.js";
import {
  findTokenMismatch,
  removeWhitespace,
  trimEndWhitespace,
} from "../text/ascii-whitespace.js";

/** The verdicts that depend on the output alone. */
export type OutputVerdict = "Accepted" | "Presentation Error" | "Wrong Answer";

/**
 * Accepted when the texts are equal under `mode`; Presentation Error when they differ only in
 * whitespace (anywhere, including line endings) or letter case; Wrong Answer otherwise.
 */
export function compareOutput(expected: string, actual: string, mode: CompareMode): OutputVerdict {
  if (isEqualUnder(expected, actual, mode)) return "Accepted";
  if (squeeze(expected) === squeeze(actual)) return "Presentation Error";
  return "Wrong Answer";
}

export function isEqualUnder(expected: string, actual: string, mode: CompareMode): boolean {
  switch (mode) {
    case "exact":
      return expected === actual;
    case "trim-end":
      return trimEndWhitespace(expected) === trimEndWhitespace(actual);
    case "tokens":
      return findTokenMismatch(expected, actual) === undefined;
  }
}

function squeeze(text: string): string {
  return removeWhitespace(text).toLowerCase();
}
