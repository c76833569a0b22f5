import { describe, expect, test } from "vitest";
import {
  describeFirstDifference,
  findFirstDifference,
} from "../../src/compare/first-difference.js";

describe("findFirstDifference", () => {
  test("finds nothing when the outputs agree", () => {
    expect(findFirstDifference("a\n", "a\n", "exact")).toBeUndefined();
    expect(findFirstDifference("a\n", "a", "trim-end")).toBeUndefined();
  });

  test.each([
    ["a\nbcd\n", "a\nbxd\n", { line: 2, column: 2, expected: "cd\n", actual: "xd\n" }],
    ["a\n", "a", { line: 1, column: 2, expected: "\n", actual: null }],
    ["a\n", "a\nextra\n", { line: 2, column: 1, expected: null, actual: "extra\n" }],
    ["a\n", "a\r\n", { line: 1, column: 2, expected: "\n", actual: "\r\n" }],
  ])("locates the first difference between %j and %j exactly", (expected, actual, difference) => {
    expect(findFirstDifference(expected, actual, "exact")).toEqual(difference);
  });

  test("compares whole tokens under tokens, reporting the expected token's place", () => {
    expect(findFirstDifference("1 2\n3 4\n", "1 2 3 5", "tokens")).toEqual({
      line: 2,
      column: 3,
      expected: "4",
      actual: "5",
    });
  });

  test("cuts long lines to a short piece", () => {
    const difference = findFirstDifference(`${"a".repeat(100)}\n`, `${"b".repeat(100)}\n`, "exact");
    expect(difference?.expected).toBe("a".repeat(24));
  });
});

describe("describeFirstDifference", () => {
  test("names the line, the column and both sides, escaped", () => {
    expect(describeFirstDifference({ line: 3, column: 7, expected: "\n", actual: null })).toBe(
      'first difference at line 3, column 7: expected "\\n", got end of output',
    );
  });
});
