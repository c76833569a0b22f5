import { describe, expect, test } from "vitest";
import { createRandom, pickInteger, pickItem, type Random } from "../src/random.js";
import { createUtf8Decoder } from "../src/utf8-decoder.js";

/** The reference: WHATWG's decoder, given the whole input at once. */
function decodeWhole(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * The decoder's text for the bytes cut at `cuts`, each piece read out of a larger buffer with other
 * bytes around it, as pieces of a chunk are (only `begin` to `end` may be read).
 */
function decodeInPieces(bytes: Uint8Array, cuts: readonly number[]): string {
  const decoder = createUtf8Decoder();
  const texts: string[] = [];
  let begin = 0;
  for (const end of [...cuts, bytes.length]) {
    const around = Buffer.from([0xe2, 0x94, ...bytes.subarray(begin, end), 0x80, 0xbf]);
    texts.push(decoder.decode(around, 2, 2 + end - begin));
    begin = end;
  }
  texts.push(decoder.end());
  return texts.join("");
}

// Valid characters of each length, and what WHATWG's decoder must replace: cut characters, lone
// continuation bytes, bytes never in UTF-8, overlong forms, surrogates encoded in UTF-8, and code
// points past U+10FFFF.
const SEQUENCES: readonly [number[], ...number[][]] = [
  [0x61],
  [0x0a],
  [0x7f],
  [0xc2, 0x80],
  [0xdf, 0xbf],
  [0xe0, 0xa0, 0x80],
  [0xef, 0xbb, 0xbf],
  [0xef, 0xbf, 0xbf],
  [0xf0, 0x90, 0x80, 0x80],
  [0xf4, 0x8f, 0xbf, 0xbf],
  [0xc3],
  [0xe2, 0x94],
  [0xf0, 0x9f, 0x98],
  [0x80],
  [0xbf],
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x80],
  [0xfe],
  [0xff],
];

function randomBytes(random: Random): Uint8Array {
  const bytes: number[] = random() < 0.3 ? [0xef, 0xbb, 0xbf] : [];
  const count = pickInteger(random, 0, 30);
  for (let index = 0; index < count; index++) {
    if (random() < 0.2) bytes.push(pickInteger(random, 0, 255));
    else bytes.push(...pickItem(random, SEQUENCES));
  }
  return Uint8Array.from(bytes);
}

/** Cut points in increasing order, some of them empty pieces. */
function randomCuts(random: Random, length: number): number[] {
  const cuts: number[] = [];
  for (let at = 0; at <= length; at += pickInteger(random, 0, 5)) {
    if (random() < 0.5) cuts.push(at);
    if (cuts.length > 40) break;
  }
  return cuts;
}

describe("createUtf8Decoder decodes as TextDecoder does", () => {
  test("for 20,000 random byte strings cut into random pieces", () => {
    const random = createRandom(20261126);
    for (let run = 0; run < 20_000; run++) {
      const bytes = randomBytes(random);
      const cuts = randomCuts(random, bytes.length);
      expect({ bytes: [...bytes], cuts, text: decodeInPieces(bytes, cuts) }).toEqual({
        bytes: [...bytes],
        cuts,
        text: decodeWhole(bytes),
      });
    }
  });

  test("drops a byte-order mark cut into single bytes, and only the first one", () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0xef, 0xbb, 0xbf]);
    expect(decodeInPieces(bytes, [1, 2, 3, 4, 5, 6])).toBe("a\ufeff");
  });

  test("replaces a character the input ends in the middle of", () => {
    expect(decodeInPieces(Uint8Array.from([0x61, 0xf0, 0x9f, 0x98]), [2])).toBe("a\ufffd");
  });
});
