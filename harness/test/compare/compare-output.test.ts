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
