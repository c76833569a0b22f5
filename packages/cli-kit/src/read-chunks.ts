import { readSync } from "node:fs";
import { streamFailure } from "./io-failure.js";

/** Bytes per read, into a buffer outside the JavaScript heap (its text is decoded piece by piece). */
const CHUNK_BYTES = 16 * 1024;

/**
 * The bytes of a file descriptor, chunk by chunk as `read(2)` gives them, until the end of input.
 * A chunk's bytes are good until the next chunk is asked for: they are read into a reused buffer
 * (new buffers outlived collections while being read, and their memory was given back only at the
 * next full collection: 3 MiB more over campus-chaos's 3M commands).
 *
 * Every descriptor is read synchronously, a file, a pipe or a terminal alike, and only when the next
 * chunk is asked for: a game has nothing else to do while it waits for its next line (no timers, and
 * its output is flushed before it asks). A read through Node's thread pool (a hop to another thread
 * and a promise per chunk) cost campus-chaos's bench 7% more CPU, and its first use, starting the
 * pool's threads, about 1 ms of a game's start-up. A descriptor in non-blocking mode (where a read
 * may find nothing yet, EAGAIN) is read from then on through `fallback`, Node's stream, which knows
 * how to wait for it.
 */
export async function* readChunks(
  fd: number,
  fallback: () => AsyncIterable<Buffer | string>,
): AsyncGenerator<Buffer | string> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  for (;;) {
    const bytes = readOrUndefined(fd, buffer);
    if (bytes === undefined) {
      yield* fallback();
      return;
    }
    if (bytes === 0) return;
    yield buffer.subarray(0, bytes);
  }
}

/** The number of bytes read (0 at the end), or undefined when a non-blocking descriptor has none yet. */
function readOrUndefined(fd: number, buffer: Buffer): number | undefined {
  try {
    return readSync(fd, buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EAGAIN") return undefined;
    throw streamFailure("read", fd, error);
  }
}
