import { decodeBytes } from "../text/byte-text.js";

const STDERR_KEPT_BYTES = 8 * 1024;

export interface Capture {
  addOutput(chunk: Buffer): void;
  addError(chunk: Buffer): void;
  readonly output: () => string;
  readonly error: () => string;
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
      const kept = take(chunk)?.subarray(0, STDERR_KEPT_BYTES - errorKept);
      if (kept === undefined || kept.length === 0) return;
      errorKept += kept.length;
      errorChunks.push(kept);
    },
    // Byte for byte: bytes that are not UTF-8 stay distinct (see decodeBytes).
    output: () => decodeBytes(Buffer.concat(outputChunks)),
    error: () => decodeBytes(Buffer.concat(errorChunks)),
  };
}
