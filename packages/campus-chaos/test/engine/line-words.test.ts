import { describe, expect, test } from "vitest";
import { isWord, readWordEnd, readWordStart, readWords } from "../../src/engine/line-words.js";

describe("the words of a line, read in place", () => {
  test.each([
    ["help", 1],
    ["move A1 1 up", 4],
    ["", 0],
    [" help", -1],
    ["help ", -1],
    ["roll  dice", -1],
    ["move A1  1 up", -1],
  ])("counts the words of %j as %d (-1: a word would be empty)", (line, count) => {
    expect(readWords(line)).toBe(count);
  });

  test("gives where each word of the line last read begins and ends", () => {
    readWords("move A1 1 up");
    expect([0, 1, 2, 3].map((word) => [readWordStart(word), readWordEnd(word)])).toEqual([
      [0, 4],
      [5, 7],
      [8, 9],
      [10, 12],
    ]);
  });

  test("reads a line of more words than it held before", () => {
    const line = Array.from({ length: 1000 }, (_, index) => `w${index}`).join(" ");
    expect(readWords(line)).toBe(1000);
    expect(line.slice(readWordStart(999), readWordEnd(999))).toBe("w999");
  });

  test("matches a whole word only", () => {
    expect(isWord("move A1 1 up", 10, 12, "up")).toBe(true);
    expect(isWord("move A1 1 upward", 10, 16, "up")).toBe(false);
    expect(isWord("move A1 1 Up", 10, 12, "up")).toBe(false);
    expect(isWord("show session S1", 0, 12, "show session")).toBe(true);
  });
});
