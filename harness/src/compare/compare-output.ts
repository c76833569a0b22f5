import type { CompareMode } from "../result/verdict.js";

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
      return expected.trimEnd() === actual.trimEnd();
    case "tokens":
      return isSameList(splitTokens(expected), splitTokens(actual));
  }
}

export function splitTokens(text: string): string[] {
  return text.split(/\s+/).filter((token) => token !== "");
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

function isSameList(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}
