import { describe, expect, test } from "vitest";
import {
  type ExpectedLine,
  resolveExpected,
  splitLines,
} from "../../src/compare/resolve-expected.js";

const lines: ExpectedLine[] = [
  { kind: "text", text: "Welcome" },
  { kind: "error", text: "Error, ..." },
  { kind: "regex", text: "<r \\d+ points", pattern: /^(?:\d+ points)$/ },
];

describe("resolveExpected", () => {
  test("replaces each matching pattern by the line it matched", () => {
    expect(resolveExpected(lines, "Welcome\nError, no such move\n12 points\n")).toBe(
      "Welcome\nError, no such move\n12 points\n",
    );
  });

  test("leaves a pattern as written where the actual line does not match it", () => {
    expect(resolveExpected(lines, "Welcome\nOops\nlots of points\n")).toBe(
      "Welcome\nError, ...\n<r \\d+ points\n",
    );
  });

  test("expects nothing from an empty protocol", () => {
    expect(resolveExpected([], "anything\n")).toBe("");
  });
});

describe("splitLines", () => {
  test.each([
    ["", []],
    ["a\n", ["a"]],
    ["a\nb", ["a", "b"]],
    ["a\n\n", ["a", ""]],
  ])("splits %j into %j", (text, expected) => {
    expect(splitLines(text)).toEqual(expected);
  });
});
