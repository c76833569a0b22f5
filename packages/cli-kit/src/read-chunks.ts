import { fstatSync, read, readSync } from "node:fs";

/** Bytes per read, into a buffer outside the JavaScript heap (its text is decoded piece by piece). */
const CHUNK_BYTES = 16 * 1024;

/**
 * The bytes of a file descriptor, chunk by chunk as `read(2)` gives them, until the end of input.
 * A chunk's bytes are good until the next chunk is asked for: they are read into a reused buffer
 * (new buffers outlived collections while being read, and their memory was given back only at the
 * next full collection: 3 MiB more over campus-chaos's 3M commands).
 *
 * A regular file is read synchronously: it never waits for anyone, and a read through Node's
 * thread pool (a hop to another thread and a promise per chunk) cost campus-chaos's bench 7% more
 * CPU than it saved. Anything else (a pipe, a terminal) is read through the thread pool, one read
 * at a time when asked for, as a read may wait for a person and would keep the program from
 * exiting. A descriptor in non-blocking mode (where a read may find nothing yet, EAGAIN) is read
 * from then on through `fallback`, Node's stream, which knows how to wait for it.
 */
export async function* readChunks(
  fd: number,
  fallback: () => AsyncIterable<Buffer | string>,
): AsyncGenerator<Buffer | string> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  if (isRegularFile(fd)) {
    for (let bytes = readSync(fd, buffer); bytes > 0; bytes = readSync(fd, buffer)) {
      yield buffer.subarray(0, bytes);
    }
    return;
  }
  for (;;) {
    const chunk = await readChunk(fd, buffer);
    if (chunk === undefined) {
      yield* fallback();
      return;
    }
    if (chunk.length === 0) return;
    yield chunk;
  }
}

function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/** The bytes read (none at the end), or undefined when the descriptor would block. */
function readChunk(fd: number, buffer: Buffer): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    read(fd, buffer, 0, buffer.length, null, (error, bytes) => {
      if (error === null) resolve(buffer.subarray(0, bytes));
      else if (error.code === "EAGAIN") resolve(undefined);
      else reject(error);
    });
  });
}
