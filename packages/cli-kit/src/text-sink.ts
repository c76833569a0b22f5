import { once } from "node:events";
import { writeSync } from "node:fs";

/** Where queued text goes: a stream, or a file descriptor written directly. */
export interface TextSink {
  /** False when the stream wants the caller to wait for `waitForDrain` before writing more. */
  write(text: string): boolean;
  /** The same for bytes, which the caller may change once this returns (a reused buffer). */
  writeBytes(bytes: Uint8Array): boolean;
  waitForDrain(): Promise<void>;
}

export function streamSink(stream: NodeJS.WritableStream): TextSink {
  return {
    write: (text) => stream.write(text),
    // A stream may keep what it is given until later: a copy.
    writeBytes: (bytes) => stream.write(Buffer.from(bytes)),
    waitForDrain: async () => {
      await once(stream, "drain");
    },
  };
}

/**
 * Writes straight to a file descriptor with `write(2)`, as Node's own stdout does for files, pipes
 * and terminals on Linux (synchronously), without building the stream. A descriptor in non-blocking
 * mode that is full (EAGAIN) is handed over to `fallback`, the stream, for this write and the rest.
 */
export function fdSink(fd: number, fallback: () => NodeJS.WritableStream): TextSink {
  let stream: NodeJS.WritableStream | undefined;
  // Text is encoded into this one buffer, then written from it: one pass over the text, and no new
  // memory for the garbage collector to free (a Buffer per write made memory grow with the input).
  const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  const writeBytes = (bytes: Uint8Array): boolean => {
    if (stream !== undefined) return stream.write(Buffer.from(bytes));
    for (let done = 0; done < bytes.length; ) {
      const written = writeOrUndefined(fd, bytes, done);
      if (written === undefined) {
        stream = fallback();
        // The stream may keep what it is given until later: a copy, not the caller's buffer.
        return stream.write(Buffer.from(bytes.subarray(done)));
      }
      done += written;
    }
    return true;
  };
  return {
    write(text) {
      if (stream !== undefined) return stream.write(text);
      const fits = text.length * MAX_UTF8_BYTES_PER_UNIT <= scratch.length;
      return writeBytes(fits ? scratch.subarray(0, scratch.write(text)) : Buffer.from(text));
    },
    writeBytes,
    async waitForDrain() {
      if (stream !== undefined) await once(stream, "drain");
    },
  };
}

const SCRATCH_BYTES = 64 * 1024;
/** A UTF-16 code unit takes at most 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** Bytes written from `offset` on, or undefined when a non-blocking descriptor is full. */
function writeOrUndefined(fd: number, bytes: Uint8Array, offset: number): number | undefined {
  try {
    return writeSync(fd, bytes, offset);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EAGAIN") return undefined;
    throw error;
  }
}
