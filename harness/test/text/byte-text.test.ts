import { isUtf8 } from "node:buffer";
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

  // Decoded a character at a time, one invalid byte in a 1 MiB output cost a third of a second;
  // now decoded by runs, the text must be the same as a byte-by-byte reading gives.
  test("reads each byte of random mixtures as a byte-by-byte reading does", () => {
    const pieces = [[0x41], [0x0a], [0xff], [0x80], [0xc3, 0xa1], [0xe2, 0x95, 0x90], [0xe2, 0x95]];
    pieces.push(
      [0xf0, 0x9f, 0x90, 0x9f],
      [0xed, 0xa0, 0x80],
      [0xc0, 0xaf],
      [0xf4, 0x90, 0x80, 0x80],
    );
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    // Up to 300 pieces: runs past 64 bytes are decoded whole, shorter ones a character at a time.
    for (let round = 0; round < 500; round++) {
      const parts = Array.from({ length: next(300) }, () => pieces[next(pieces.length)] ?? []);
      const bytes = Buffer.from(parts.flat());
      expect(decodeBytes(bytes)).toBe(readByteByByte(bytes));
      expect(encodeBytes(decodeBytes(bytes))).toEqual(bytes);
    }
  });

  test("keeps the valid part of a line around an invalid byte", () => {
    expect(showControls(decodeBytes(Buffer.from([0x41, 0xfe, 0xc3, 0xa1])))).toBe("A\\xfeá");
  });
});

/** The reading a test checks `decodeBytes` against: the longest valid sequence at each byte, else the byte escaped. */
function readByteByByte(bytes: Buffer): string {
  let text = "";
  for (let index = 0; index < bytes.length; ) {
    const length = [4, 3, 2, 1].find((size) => {
      const piece = bytes.subarray(index, index + size);
      return piece.length === size && isUtf8(piece) && [...piece.toString()].length === 1;
    });
    if (length === undefined) {
      text += String.fromCharCode(0xdc00 + (bytes[index] ?? 0));
      index += 1;
    } else {
      text += bytes.subarray(index, index + length).toString();
      index += length;
    }
  }
  return text;
}

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
