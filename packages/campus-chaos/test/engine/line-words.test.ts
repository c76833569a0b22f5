import { describe, expect, test } from "vitest";
import { countWords, findWordEnd, isWord, startsWithWords } from "../../src/engine/line-words.js";

describe("the words of a line, read in place", () => {
  test.each([
    ["help", 0, 1],
    ["move A1 1 up", 0, 4],
    ["move A1 1 up", 5, 3],
    ["move A1 1 up", 12, 0],
    [" help", 0, -1],
    ["help ", 0, -1],
    ["roll  dice", 0, -1],
    ["move A1  1 up", 5, -1],
  ])("counts the words of %j from %d as %d (-1: a word would be empty)", (line, begin, count) => {
    expect(countWords(line, begin)).toBe(count);
  });

  test("finds where a word ends: at a space or the end of the line", () => {
    expect(findWordEnd("move A1 1 up", 5)).toBe(7);
    expect(findWordEnd("move A1 1 up", 10)).toBe(12);
  });

  test("matches a whole word only", () => {
    expect(isWord("move A1 1 up", 10, 12, "up")).toBe(true);
    expect(isWord("move A1 1 upward", 10, 16, "up")).toBe(false);
    expect(isWord("move A1 1 Up", 10, 12, "up")).toBe(false);
  });

  test("matches a command's words at the start of a line, not a longer first word", () => {
    expect(startsWithWords("show session S1", "show session")).toBe(true);
    expect(startsWithWords("show session", "show session")).toBe(true);
    expect(startsWithWords("show sessions", "show session")).toBe(false);
    expect(startsWithWords("sho", "show")).toBe(false);
  });
});
