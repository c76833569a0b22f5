import { describe, expect, test } from "vitest";
import { compareOutput } from "../../src/compare/compare-output.js";
import type { CompareMode } from "../../src/result/verdict.js";

describe("compareOutput", () => {
  test.each<[string, string, CompareMode, string]>([
    ["a\nb\n", "a\nb\n", "exact", "Accepted"],
    ["a\nb\n", "a\nb", "exact", "Presentation Error"],
    ["a\nb\n", "a \nb\n", "exact", "Presentation Error"],
    ["a\nb\n", "A\nB\n", "exact", "Presentation Error"],
    ["a b\n", "ab\n", "exact", "Presentation Error"],
    ["a\nb\n", "a\nc\n", "exact", "Wrong Answer"],
    ["a\nb\n", "a\nb\n\n  \n", "trim-end", "Accepted"],
    ["a\nb\n", "a \nb\n", "trim-end", "Presentation Error"],
    ["a\nb\n", "a   b", "tokens", "Accepted"],
    ["a\nb\n", "a\r\nb\r\n", "tokens", "Accepted"],
    ["a b\n", "ab\n", "tokens", "Presentation Error"],
    ["1 2 3\n", "1 2 4\n", "tokens", "Wrong Answer"],
    ["", "", "exact", "Accepted"],
    ["", "\n", "exact", "Presentation Error"],
    ["x\n", "", "trim-end", "Wrong Answer"],
  ])("compares %j with %j under %s as %s", (expected, actual, mode, verdict) => {
    expect(compareOutput(expected, actual, mode)).toBe(verdict);
  });
});

// JavaScript's \s and trimEnd take Unicode's spaces too: a program printing a no-break space between
// two tokens, or a line separator, an ideographic space and a byte order mark at the end, was
// Accepted. Judges (DOMjudge) take only ASCII's whitespace for whitespace.
describe("whitespace, for every comparison", () => {
  test.each<[string, string, string, CompareMode, string]>([
    [
      "Unicode's spaces at the end",
      "abc def\n",
      "abc def\n\u2028\u3000\ufeff",
      "trim-end",
      "Wrong Answer",
    ],
    ["a no-break space between tokens", "abc def\n", "abc\u00a0def\n", "tokens", "Wrong Answer"],
    ["a no-break space for a space", "abc def\n", "abc\u00a0def\n", "exact", "Wrong Answer"],
    ["tabs, form and line feeds between tokens", "a b\n", "a\tb\f\v\r\n \n", "tokens", "Accepted"],
    ["tabs, form and line feeds at the end", "a b\n", "a b\n\t\f\v\r\n ", "trim-end", "Accepted"],
  ])("is ASCII's only: %s (%j, %j) under %s is %s", (_what, expected, actual, mode, verdict) => {
    expect(compareOutput(expected, actual, mode)).toBe(verdict);
  });
});
