import { once } from "node:events";
import { writeSync } from "node:fs";

/** Where queued text goes: a stream, or a file descriptor written directly. */
export interface TextSink {
  /** False when the stream wants the caller to wait for `waitForDrain` before writing more. */
  write(text: string): boolean;
  waitForDrain(): Promise<void>;
}

export function streamSink(stream: NodeJS.WritableStream): TextSink {
  return {
    write: (text) => stream.write(text),
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
  return {
    write(text) {
      if (stream !== undefined) return stream.write(text);
      // The string itself first: Node encodes it without a Buffer for the garbage collector.
      const written = writeOrUndefined(fd, text, 0);
      if (written === undefined) {
        stream = fallback();
        return stream.write(text);
      }
      if (written === text.length && written === Buffer.byteLength(text)) return true;
      const bytes = Buffer.from(text);
      for (let done = written; done < bytes.length; ) {
        const more = writeOrUndefined(fd, bytes, done);
        if (more === undefined) {
          stream = fallback();
          return stream.write(bytes.subarray(done));
        }
        done += more;
      }
      return true;
    },
    async waitForDrain() {
      if (stream !== undefined) await once(stream, "drain");
    },
  };
}

/** Bytes written (from `offset` on, for a Buffer), or undefined when a non-blocking descriptor is full. */
function writeOrUndefined(fd: number, data: string | Buffer, offset: number): number | undefined {
  try {
    return typeof data === "string" ? writeSync(fd, data) : writeSync(fd, data, offset);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EAGAIN") return undefined;
    throw error;
  }
}
