import { decodeBytes } from "../text/byte-text.js";

/** How much of standard error a report keeps (see `stderrCut`). */
export const STDERR_KEPT_BYTES = 8 * 1024;

export interface Capture {
  addOutput(chunk: Buffer): void;
  addError(chunk: Buffer): void;
  readonly output: () => string;
  /** The first 8 KiB of standard error, never ending inside a character when cut there. */
  readonly error: () => string;
  readonly errorCut: () => boolean;
}

/**
 * Collects what a program writes, never more than `limitBytes` (standard output and standard error
 * counted together); the first byte past the limit calls `onOverflow` once and the rest is dropped.
 */
export function createCapture(limitBytes: number, onOverflow: () => void): Capture {
  const outputChunks: Buffer[] = [];
  const errorChunks: Buffer[] = [];
  let total = 0;
  let errorKept = 0;
  let errorCut = false;
  let overflowed = false;

  const take = (chunk: Buffer): Buffer | undefined => {
    if (overflowed) return undefined;
    total += chunk.length;
    if (total <= limitBytes) return chunk;
    overflowed = true;
    onOverflow();
    return chunk.subarray(0, chunk.length - (total - limitBytes));
  };

  return {
    addOutput(chunk) {
      const kept = take(chunk);
      if (kept !== undefined) outputChunks.push(kept);
    },
    addError(chunk) {
      const taken = take(chunk);
      const kept = taken?.subarray(0, STDERR_KEPT_BYTES - errorKept);
      if (taken === undefined || kept === undefined) return;
      if (kept.length < taken.length) errorCut = true;
      errorKept += kept.length;
      if (kept.length > 0) errorChunks.push(kept);
    },
    // Byte for byte: bytes that are not UTF-8 stay distinct (see decodeBytes).
    output: () => decodeBytes(Buffer.concat(outputChunks)),
    error: () => {
      const bytes = Buffer.concat(errorChunks);
      return decodeBytes(errorCut ? bytes.subarray(0, startOfCutCharacter(bytes)) : bytes);
    },
    errorCut: () => errorCut,
  };
}

/**
 * Where the UTF-8 character the cut went through starts, or the end when it went through none: its
 * first bytes alone would read as bytes that are not UTF-8 (`\xcd`), as if the program wrote them.
 */
function startOfCutCharacter(bytes: Buffer): number {
  for (let at = bytes.length - 1; at >= Math.max(0, bytes.length - 4); at--) {
    const byte = bytes[at] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its start is before it
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return bytes.length - at < length ? at : bytes.length;
  }
  return bytes.length;
}
