import { isUtf8 } from "node:buffer";

// Programs may print bytes that are not UTF-8. Decoding them to U+FFFD would make `A\xfeB` equal to
// `A\xffB`, so each byte that is not part of valid UTF-8 becomes the lone surrogate U+DC00 + byte
// instead (Python's "surrogateescape"). Valid UTF-8 never decodes to a lone surrogate, so two texts
// are equal exactly when their bytes are, and `encodeBytes` gives the bytes back.
//
// Every pattern that looks for such a byte has the `u` flag, which reads a surrogate pair as one
// character: without it the low half of a character above U+FFFF (💩 is U+D83D U+DCA9, 🃏 U+D83C
// U+DCCF) is taken for a byte, and the character is written as EF BF BD A9.

const ESCAPE_BASE = 0xdc00;

/**
 * The text of `bytes`: UTF-8, each invalid byte kept as the lone surrogate U+DC80–U+DCFF. Valid runs
 * are decoded whole and the pieces joined once: a character at a time, one byte 0xff in a 1 MiB
 * output cost the grader a third of a second.
 */
export function decodeBytes(bytes: Uint8Array): string {
  if (isUtf8(bytes)) return decodeRun(bytes, 0, bytes.length);
  const text = new TextPieces(bytes);
  let runStart = 0;
  let index = 0;
  while (index < bytes.length) {
    const length = sequenceLength(bytes, index);
    if (length > 0) {
      index += length;
      continue;
    }
    text.addRun(runStart, index);
    text.addCode(ESCAPE_BASE + (bytes[index] ?? 0));
    index += 1;
    runStart = index;
  }
  text.addRun(runStart, bytes.length);
  return text.join();
}

/**
 * A text put together from valid runs of `bytes`, each decoded whole, and single characters: an
 * escaped byte, or the characters of a short run between escaped ones, decoded here (decoding each
 * run on its own made a piece a character of `A\xffA\xff…`).
 */
class TextPieces {
  private readonly pieces: string[] = [];
  private codes: number[] = [];

  constructor(private readonly bytes: Uint8Array) {}

  addRun(start: number, end: number): void {
    if (end - start > SHORT_RUN) {
      this.flushCodes();
      this.pieces.push(decodeRun(this.bytes, start, end));
      return;
    }
    for (let index = start; index < end; ) {
      const length = sequenceLength(this.bytes, index);
      this.addPoint(decodePoint(this.bytes, index, length));
      index += length;
    }
  }

  private addPoint(point: number): void {
    if (point <= 0xffff) this.codes.push(point);
    else this.codes.push(0xd800 + ((point - 0x10000) >> 10), 0xdc00 + ((point - 0x10000) & 0x3ff));
  }

  addCode(code: number): void {
    this.codes.push(code);
  }

  join(): string {
    this.flushCodes();
    return this.pieces.join("");
  }

  private flushCodes(): void {
    for (let start = 0; start < this.codes.length; start += CODES_AT_ONCE) {
      this.pieces.push(String.fromCharCode(...this.codes.slice(start, start + CODES_AT_ONCE)));
    }
    this.codes = [];
  }
}

/** The longest valid run between escaped bytes taken a character at a time. */
const SHORT_RUN = 64;
/** How many characters are made at once (a spread's arguments). */
const CODES_AT_ONCE = 8192;

/** The code point of the valid UTF-8 sequence of `length` bytes at `index`. */
function decodePoint(bytes: Uint8Array, index: number, length: number): number {
  const first = bytes[index] ?? 0;
  if (length === 1) return first;
  let point = first & (0xff >> (length + 1));
  for (let offset = 1; offset < length; offset++) {
    point = (point << 6) | ((bytes[index + offset] ?? 0) & 0x3f);
  }
  return point;
}

function decodeRun(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString();
}

/** The bytes `decodeBytes` read `text` from. */
export function encodeBytes(text: string): Buffer {
  if (!hasEscapedBytes(text)) return Buffer.from(text);
  const parts = text.split(ESCAPED_BYTES);
  return Buffer.concat(
    parts.map((part) => {
      if (!isEscapedByte(part)) return Buffer.from(part);
      return Buffer.from([...part].map((char) => (char.charCodeAt(0) - ESCAPE_BASE) & 0xff));
    }),
  );
}

const ESCAPED_BYTES = /([\udc80-\udcff]+)/u;

function hasEscapedBytes(text: string): boolean {
  return ESCAPED_BYTES.test(text);
}

function isEscapedByte(part: string): boolean {
  return /^[\udc80-\udcff]+$/u.test(part);
}

/** How many bytes the valid UTF-8 sequence at `index` has (RFC 3629), or 0 when there is none. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const first = bytes[index] ?? 0;
  if (first < 0x80) return 1;
  const [length, low, high] = leadRange(first);
  if (length === 0) return 0;
  for (let offset = 1; offset < length; offset++) {
    const byte = bytes[index + offset];
    const [min, max] = offset === 1 ? [low, high] : [0x80, 0xbf];
    if (byte === undefined || byte < min || byte > max) return 0;
  }
  return length;
}

/** For a lead byte: the sequence length and the range its second byte must fall in. */
function leadRange(first: number): [number, number, number] {
  if (first >= 0xc2 && first <= 0xdf) return [2, 0x80, 0xbf];
  if (first === 0xe0) return [3, 0xa0, 0xbf]; // no overlong forms
  if (first === 0xed) return [3, 0x80, 0x9f]; // no surrogates
  if (first >= 0xe1 && first <= 0xef) return [3, 0x80, 0xbf];
  if (first === 0xf0) return [4, 0x90, 0xbf];
  if (first >= 0xf1 && first <= 0xf3) return [4, 0x80, 0xbf];
  if (first === 0xf4) return [4, 0x80, 0x8f]; // nothing past U+10FFFF
  return [0, 0, 0];
}
