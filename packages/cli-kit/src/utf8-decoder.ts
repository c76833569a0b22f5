/**
 * UTF-8 bytes that arrive in pieces, decoded to the very text a WHATWG `TextDecoder("utf-8")` gives
 * in streaming mode: a byte-order mark at the very start is dropped, and each invalid sequence
 * becomes one U+FFFD per "maximal subpart", as Buffer's own UTF-8 decoding does too. Buffer's is
 * used because making a TextDecoder and decoding once with it cost a game about 7% of its start-up
 * (bench/startup.mjs).
 *
 * A piece is decoded up to the start of a character it cuts (its lead byte and up to 2 continuation
 * bytes at the end); those bytes are held back and decoded with the first bytes of the next piece.
 * Decoding the parts apart gives the same text as decoding them whole: a lead byte always starts a
 * new sequence, so no invalid sequence reaches across a cut before one.
 */
export interface Utf8Decoder {
  /** The text of `bytes` from `begin` to `end`, after what was held back from the piece before. */
  decode(bytes: Buffer, begin: number, end: number): string;
  /** The text of what is still held back (a cut character becomes U+FFFD): the input has ended. */
  end(): string;
}

const BYTE_ORDER_MARK = 0xfeff;

/** A character takes at most 4 bytes, so at most 3 are held back. */
const MAX_SEQUENCE_BYTES = 4;

export function createUtf8Decoder(): Utf8Decoder {
  const held = Buffer.alloc(MAX_SEQUENCE_BYTES);
  let heldLength = 0;
  let atStart = true;

  /** The text, without a byte-order mark if it is the first text of the input. */
  function fromStart(text: string): string {
    if (!atStart || text.length === 0) return text;
    atStart = false;
    return text.charCodeAt(0) === BYTE_ORDER_MARK ? text.slice(1) : text;
  }

  /** Adds continuation bytes from `begin` to the held character; where they stop (`end` if cut still). */
  function completeHeld(bytes: Buffer, begin: number, end: number): number {
    const wanted = sequenceLength(held[0] as number);
    let at = begin;
    while (heldLength < wanted && at < end && isContinuation(bytes[at] as number)) {
      held[heldLength++] = bytes[at++] as number;
    }
    return at;
  }

  return {
    decode(bytes, begin, end) {
      let from = begin;
      let head = "";
      if (heldLength > 0) {
        from = completeHeld(bytes, begin, end);
        // Only continuation bytes so far, and too few: the character may still be completed.
        if (from === end && heldLength < sequenceLength(held[0] as number)) return "";
        head = held.toString("utf8", 0, heldLength);
        heldLength = 0;
      }
      const cut = cutCharacterStart(bytes, from, end);
      for (let at = cut; at < end; at++) held[heldLength++] = bytes[at] as number;
      const body = from < cut ? bytes.toString("utf8", from, cut) : "";
      return fromStart(head === "" ? body : head + body);
    },
    end() {
      const text = held.toString("utf8", 0, heldLength);
      heldLength = 0;
      return fromStart(text);
    },
  };
}

/**
 * Where a character that `end` cuts short begins (a lead byte among the last 3 bytes, with fewer
 * bytes after it than it announces); `end` when none is cut.
 */
function cutCharacterStart(bytes: Buffer, begin: number, end: number): number {
  const first = Math.max(begin, end - (MAX_SEQUENCE_BYTES - 1));
  for (let at = end - 1; at >= first; at--) {
    const byte = bytes[at] as number;
    if (!isContinuation(byte)) return at + sequenceLength(byte) > end ? at : end;
  }
  return end;
}

function isContinuation(byte: number): boolean {
  return (byte & 0xc0) === 0x80;
}

/**
 * The bytes of the sequence a byte leads, as far as a cut goes: 1 for ASCII, and for bytes that
 * never start a character (continuation bytes, C0, C1, F5 to FF), each replaced alone.
 */
function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 1;
}
