import { once } from "node:events";
import { writeSync } from "node:fs";
import { streamFailure } from "./io-failure.js";

/** Where queued output goes, as UTF-8 bytes: a stream, or a file descriptor written directly. */
export interface ByteSink {
  /**
   * Writes the bytes, which the caller may change once this returns (a reused buffer). False when
   * the stream wants the caller to wait for `waitForDrain` before writing more.
   */
  write(bytes: Uint8Array): boolean;
  waitForDrain(): Promise<void>;
}

export function streamSink(stream: NodeJS.WritableStream): ByteSink {
  return {
    // A stream may keep what it is given until later: a copy.
    write: (bytes) => stream.write(Buffer.from(bytes)),
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
export function fdSink(fd: number, fallback: () => NodeJS.WritableStream): ByteSink {
  let stream: NodeJS.WritableStream | undefined;
  return {
    write(bytes) {
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
    },
    async waitForDrain() {
      if (stream !== undefined) await once(stream, "drain");
    },
  };
}

/** Bytes written from `offset` on, or undefined when a non-blocking descriptor is full. */
function writeOrUndefined(fd: number, bytes: Uint8Array, offset: number): number | undefined {
  try {
    return writeSync(fd, bytes, offset);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EAGAIN") return undefined;
    // A reader gone (`| head`) is no failure: the caller stops quietly on it (see runMain).
    throw code === "EPIPE" ? error : streamFailure("write", fd, error);
  }
}
