import { describe, expect, test } from "vitest";
import { findTokenMismatch, removeWhitespace } from "../../src/text/ascii-whitespace.js";

const ASCII_BLANKS = " \t\n\v\f\r";

describe("removeWhitespace", () => {
  test("takes out ASCII's six whitespace characters and nothing else", () => {
    expect(
      removeWhitespace(`${ASCII_BLANKS}a${ASCII_BLANKS}bc\u00a0d\u3000e\ufeff${ASCII_BLANKS}`),
    ).toBe("abc\u00a0d\u3000e\ufeff");
    expect(removeWhitespace(ASCII_BLANKS)).toBe("");
    expect(removeWhitespace("")).toBe("");
  });

  test("keeps a character above U+FFFF whole", () => {
    expect(removeWhitespace("😀 😀\n")).toBe("😀😀");
  });
});

describe("findTokenMismatch", () => {
  test("finds none where only the whitespace between the words differs", () => {
    expect(findTokenMismatch("a b\nc\n", `${ASCII_BLANKS}a${ASCII_BLANKS}b c`)).toBeUndefined();
    expect(findTokenMismatch("", ASCII_BLANKS)).toBeUndefined();
  });

  test("gives each side's word where they first differ", () => {
    expect(findTokenMismatch("one two three", "one  twx three")).toEqual({
      expectedStart: 4,
      expectedEnd: 7,
      actualStart: 5,
      actualEnd: 8,
    });
  });

  test("tells a word from a longer one it starts", () => {
    expect(findTokenMismatch("ab c", "abc")).toEqual({
      expectedStart: 0,
      expectedEnd: 2,
      actualStart: 0,
      actualEnd: 3,
    });
  });

  test("gives the end of the side that ran out of words as an empty run", () => {
    expect(findTokenMismatch("a \n", "a b")).toEqual({
      expectedStart: 3,
      expectedEnd: 3,
      actualStart: 2,
      actualEnd: 3,
    });
    expect(findTokenMismatch("a b", "a")).toEqual({
      expectedStart: 2,
      expectedEnd: 3,
      actualStart: 1,
      actualEnd: 1,
    });
  });

  test("splits at no other space: a no-break space is part of a word", () => {
    expect(findTokenMismatch("a b", "a\u00a0b")).toMatchObject({ expectedEnd: 1, actualEnd: 3 });
  });
});
