import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { streamLines } from "../src/index.js";
import { createRandom, pickInteger, pickItem, type Random } from "../src/random.js";

/** The lines a TextDecoder reading the whole input at once gives (the reference). */
function decodeWhole(bytes: Uint8Array): string[] {
  const lines = new TextDecoder("utf-8").decode(bytes).split("\n");
  const last = lines.pop() ?? "";
  const withoutCr = lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  const tail = last.endsWith("\r") ? last.slice(0, -1) : last;
  return tail === "" ? withoutCr : [...withoutCr, tail];
}

/** The lines streamLines answers when the bytes come in the given chunks. */
async function streamInChunks(chunks: readonly Uint8Array[]): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const lines: string[] = [];
  for (const chunk of chunks) input.write(chunk);
  input.end();
  await streamLines(
    { input, output, errorOutput: output, args: [] },
    {
      line: (line) => {
        lines.push(line);
      },
    },
  );
  return lines;
}

// Bytes that make decoding interesting: newlines, carriage returns, a byte-order mark, the lead and
// continuation bytes of 2-, 3- and 4-byte characters, and bytes that are never UTF-8.
const PIECES: readonly [number[], ...number[][]] = [
  [0x0a],
  [0x0d],
  [0x0d, 0x0a],
  [0xef, 0xbb, 0xbf],
  [0x61],
  [0xc3, 0xa9],
  [0xe2, 0x94, 0x80],
  [0xf0, 0x9f, 0x98, 0x80],
  [0xc3],
  [0xe2, 0x94],
  [0xf0, 0x9f],
  [0x80],
  [0xbf],
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
];

function randomBytes(random: Random): Uint8Array {
  const bytes: number[] = [];
  const count = pickInteger(random, 0, 40);
  for (let index = 0; index < count; index++) bytes.push(...pickItem(random, PIECES));
  return Uint8Array.from(bytes);
}

function randomChunks(random: Random, bytes: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let begin = 0; begin < bytes.length; ) {
    const end = Math.min(bytes.length, begin + pickInteger(random, 1, 8));
    chunks.push(bytes.subarray(begin, end));
    begin = end;
  }
  return chunks;
}

describe("streamLines reads bytes as a TextDecoder does", () => {
  test("for 2,000 random inputs of awkward bytes, cut into random chunks", async () => {
    const random = createRandom(20261123);
    for (let run = 0; run < 2000; run++) {
      const bytes = randomBytes(random);
      const lines = await streamInChunks(randomChunks(random, bytes));
      expect({ bytes: [...bytes], lines }).toEqual({
        bytes: [...bytes],
        lines: decodeWhole(bytes),
      });
    }
  });

  test("for large chunks, which are decoded a piece at a time", async () => {
    const random = createRandom(42);
    for (let run = 0; run < 20; run++) {
      const parts = Array.from({ length: 400 }, () => randomBytes(random));
      const bytes = Uint8Array.from(parts.flatMap((part) => [...part]));
      const cut = pickInteger(random, 0, bytes.length);
      const lines = await streamInChunks([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(lines).toEqual(decodeWhole(bytes));
    }
  });

  test("drops a byte-order mark only at the very start", async () => {
    const bom = [0xef, 0xbb, 0xbf];
    const lines = await streamInChunks([Uint8Array.from([...bom, 0x61, 0x0a, ...bom, 0x62, 0x0a])]);
    expect(lines).toEqual(["a", "\ufeffb"]);
  });
});
