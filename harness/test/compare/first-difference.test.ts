import { describe, expect, test } from "vitest";
import {
  describeFirstDifference,
  findFirstDifference,
  findFirstNonWhitespaceDifference,
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

  // Found in trimmed texts, the end of an output that stopped after a prompt's trailing space moved
  // back before the space: the prompt's answer was blamed, shown whole on both sides.
  test("under trim-end, finds the difference in the texts as printed, past their whitespace", () => {
    expect(findFirstDifference("turn: \n2 left\n", "turn: ", "trim-end")).toEqual({
      line: 1,
      column: 7,
      expected: "\n",
      actual: null,
    });
    expect(findFirstDifference("a \nb\n", "a\nb\n", "trim-end")).toEqual({
      line: 1,
      column: 2,
      expected: " \n",
      actual: "\n",
    });
    expect(findFirstDifference("a\n", "a \n\t\n", "trim-end")).toBeUndefined();
  });

  test("compares whole tokens under tokens, reporting the expected token's place", () => {
    expect(findFirstDifference("1 2\n3 4\n", "1 2 3 5", "tokens")).toEqual({
      line: 2,
      column: 3,
      expected: "4",
      actual: "5",
    });
  });

  test("under tokens, names the end of either output as such", () => {
    expect(findFirstDifference("1 2\n", "1 2 3\n", "tokens")).toEqual({
      line: 1,
      column: 4,
      expected: null,
      actual: "3",
    });
    expect(findFirstDifference("\t1 2 \n\n", " 1\n", "tokens")).toEqual({
      line: 1,
      column: 4,
      expected: "2",
      actual: null,
    });
    expect(findFirstDifference(" \n", "\v\f\r\n", "tokens")).toBeUndefined();
  });

  // A word was kept whole: a program's one-megabyte word went into the report twice.
  test("under tokens, cuts a long word to a short piece, and says it was cut", () => {
    const long = "x".repeat(1000);
    expect(findFirstDifference(`a ${long}y\n`, `a ${long}z b\n`, "tokens")).toEqual({
      line: 1,
      column: 3,
      expected: "x".repeat(32),
      expectedCut: true,
      actual: "x".repeat(32),
      actualCut: true,
    });
  });

  // A column counted UTF-16 units: after 😀 (two of them) every column was one too far.
  test("counts a column in characters, a character above U+FFFF one", () => {
    expect(findFirstDifference("x\n😀 😀ab\n", "x\n😀 😀ac\n", "exact")).toMatchObject({
      line: 2,
      column: 5,
    });
  });

  test("cuts long lines to a short piece, and says which were cut", () => {
    const difference = findFirstDifference(`${"a".repeat(100)}\n`, `${"b".repeat(10)}\n`, "exact");
    expect(difference).toEqual({
      line: 1,
      column: 1,
      expected: "a".repeat(32),
      expectedCut: true,
      actual: `${"b".repeat(10)}\n`,
    });
  });
});

describe("findFirstNonWhitespaceDifference", () => {
  test("looks past a whitespace-only difference to the first other one", () => {
    const expected = "Player 1 rolls 6\nThe game was not over yet\n";
    const actual = "Player 1 rolls 6 \nThe game was over\n";
    expect(findFirstDifference(expected, actual, "exact")).toMatchObject({ line: 1, column: 17 });
    expect(findFirstNonWhitespaceDifference(expected, actual)).toEqual({
      line: 2,
      column: 14,
      expected: "not over yet\n",
      actual: "over\n",
    });
  });

  test("finds nothing when only whitespace differs, and the end when one text is longer", () => {
    expect(findFirstNonWhitespaceDifference("a b\n", "a  b")).toBeUndefined();
    expect(findFirstNonWhitespaceDifference("a\n", "a\nb\n")).toEqual({
      line: 2,
      column: 1,
      expected: null,
      actual: "b\n",
    });
  });
});

// Unicode's spaces were skipped as whitespace there, as JavaScript's \s does; judges do not.
describe("the whitespace the first differences skip", () => {
  test("is ASCII's only: a no-break space or a byte order mark is a character like any other", () => {
    expect(findFirstDifference("abc def\n", "abc\u00a0def\n", "tokens")).toEqual({
      line: 1,
      column: 1,
      expected: "abc",
      actual: "abc\u00a0def",
    });
    expect(findFirstDifference("a\n", "a\n\ufeff", "trim-end")).toMatchObject({
      line: 2,
      column: 1,
    });
    expect(findFirstNonWhitespaceDifference("a b\n", "a\u3000b\n")).toEqual({
      line: 1,
      column: 3,
      expected: "b\n",
      actual: "\u3000b\n",
    });
  });
});

describe("describeFirstDifference", () => {
  test("puts … after a quote that was cut, outside the quotes", () => {
    const difference = findFirstDifference("The game was not over yet, sorry\n", "Done\n", "exact");
    expect(
      describeFirstDifference(difference ?? { line: 0, column: 0, expected: null, actual: null }),
    ).toBe(
      'first difference at line 1, column 1: expected "The game was not over yet, sorry"…, got "Done\\n"',
    );
  });

  test("shows control characters and bytes that are not UTF-8 as escapes", () => {
    const text = "\u001b[2J\u009b\udcfe\n";
    expect(describeFirstDifference({ line: 1, column: 1, expected: "x", actual: text })).toBe(
      'first difference at line 1, column 1: expected "x", got "\\u001b[2J\\u009b\\xfe\\n"',
    );
  });

  test("names the line, the column and both sides, escaped", () => {
    expect(describeFirstDifference({ line: 3, column: 7, expected: "\n", actual: null })).toBe(
      'first difference at line 3, column 7: expected "\\n", got end of output',
    );
  });
});
