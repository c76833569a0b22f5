import { expect, test } from "vitest";
import { cutLongLines } from "../../src/text/cut-long-lines.js";

test("cuts each line past the limit and marks it, leaving shorter lines and newlines as they are", () => {
  expect(cutLongLines("abcdef\nab\n\nabcd", 4)).toBe("abcd…\nab\n\nabcd");
});

test("never splits a character above U+FFFF", () => {
  expect(cutLongLines("ab😀cd", 3)).toBe("ab…");
  expect(cutLongLines("ab😀cd", 4)).toBe("ab😀…");
});
