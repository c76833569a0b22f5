import { describe, expect, test } from "vitest";
import { decodeBytes, encodeBytes } from "../../src/text/byte-text.js";
import { quoteText, showControls, showControlsInLine } from "../../src/text/show-controls.js";

const samples: [string, number[]][] = [
  ["ASCII", [0x41, 0x42, 0x0a]],
  ["UTF-8 box drawing and an emoji", [...Buffer.from("╔═╗ 🐟\n")]],
  ["a byte that is never UTF-8", [0x41, 0xfe, 0x42]],
  ["a cut multibyte sequence", [0xe2, 0x95]],
  ["an overlong slash", [0xc0, 0xaf]],
  ["an encoded surrogate", [0xed, 0xa0, 0x80]],
  ["past U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
  ["a lone continuation byte", [0x80]],
];

describe("decodeBytes", () => {
  test.each(samples)("gives back the very bytes of %s", (_, bytes) => {
    const buffer = Buffer.from(bytes);
    expect(encodeBytes(decodeBytes(buffer))).toEqual(buffer);
  });

  test("decodes valid UTF-8 as usual", () => {
    expect(decodeBytes(Buffer.from("Olá, 🐟\n"))).toBe("Olá, 🐟\n");
  });

  test("tells apart outputs that differ in one byte that is not UTF-8", () => {
    const fe = decodeBytes(Buffer.from([0x41, 0xfe, 0x42]));
    const ff = decodeBytes(Buffer.from([0x41, 0xff, 0x42]));
    expect(fe).not.toBe(ff);
    // Decoding to U+FFFD, as before, made them equal.
    expect(Buffer.from([0x41, 0xfe, 0x42]).toString()).toBe(
      Buffer.from([0x41, 0xff, 0x42]).toString(),
    );
  });

  test("keeps the valid part of a line around an invalid byte", () => {
    expect(showControls(decodeBytes(Buffer.from([0x41, 0xfe, 0xc3, 0xa1])))).toBe("A\\xfeá");
  });
});

describe("showControls", () => {
  test.each([
    ["\u001b[2J", "\\x1b[2J"],
    ["\u001b]0;title\u0007", "\\x1b]0;title\\x07"],
    ["a\rb", "a\\x0db"],
    ["\u009b31m", "\\u009b31m"],
    ["\u202egnp.exe", "\\u202egnp.exe"],
    ["\u061cab", "\\u061cab"],
    ["one\u2028two\u2029", "one\\u2028two\\u2029"],
    ["tab\tand\nnewline", "tab\tand\nnewline"],
  ])("writes %j as %j", (text, shown) => {
    expect(showControls(text)).toBe(shown);
  });

  test("in a one-line text (a name), writes newline and tab as escapes too", () => {
    expect(showControlsInLine("ana\tb\n\u2066x\u0085")).toBe("ana\\x09b\\x0a\\u2066x\\u0085");
  });

  test("quotes text JSON-style, with bytes that are not UTF-8 as \\x escapes", () => {
    expect(quoteText("a\\\udcfe\n\u007f")).toBe('"a\\\\\\xfe\\n\\x7f"');
  });
});
