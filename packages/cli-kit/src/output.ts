import { once } from "node:events";
import { areSeparateFiles } from "./separate-files.js";

/** Where a game writes: text goes out exactly as given (the caller adds newlines). */
export interface Output {
  write(text: string): void;
  /** Writes to standard error, after everything written to standard output so far. */
  writeError(text: string): void;
}

export interface BufferedOutput extends Output {
  /** True once the stream has more queued than it wants: the caller should `flush` before going on. */
  readonly isBlocked: boolean;
  /** Hands the buffered text to the stream; resolves once the stream can take more. */
  flush(): Promise<void>;
}

const CHUNK_SIZE = 64 * 1024;

/**
 * Collects output and writes it in large chunks. The line streamer flushes after each chunk of input,
 * so a person at a terminal (one line per chunk) sees every answer at once, while a pipe of a million
 * commands costs a few thousand writes. When standard output and error share one file, an error is
 * written straight through after a flush of standard output, so both keep the order the program wrote
 * them in; when they are files of their own, errors are batched too (a system call per error line
 * was the largest cost of writing in campus-chaos's bench, where one command in 35 is refused).
 */
export function createBufferedOutput(
  output: NodeJS.WritableStream,
  errorOutput: NodeJS.WritableStream,
): BufferedOutput {
  const stdout = createChunks(output);
  const stderr = areSeparateFiles(output, errorOutput) ? createChunks(errorOutput) : undefined;

  return {
    get isBlocked() {
      return stdout.isBlocked || stderr?.isBlocked === true;
    },
    write(text) {
      if (stdout.add(text)) stdout.drain();
    },
    writeError(text) {
      if (stderr !== undefined) {
        if (stderr.add(text)) stderr.drain();
        return;
      }
      stdout.drain();
      errorOutput.write(text);
    },
    async flush() {
      stdout.drain();
      stderr?.drain();
      await Promise.all([stdout.waitForDrain(), stderr?.waitForDrain()]);
    },
  };
}

/** Text queued for one stream, written in one call per chunk. */
interface Chunks {
  /** True once the stream has more queued than it wants (a write returned false). */
  readonly isBlocked: boolean;
  /** Queues text; true once a chunk's worth is queued. */
  add(text: string): boolean;
  /** Writes what is queued in one call. */
  drain(): void;
  /** Resolves once a blocked stream asks for more. */
  waitForDrain(): Promise<void>;
}

function createChunks(stream: NodeJS.WritableStream): Chunks {
  let pending: string[] = [];
  let size = 0;
  let blocked = false;
  return {
    get isBlocked() {
      return blocked;
    },
    add(text) {
      pending.push(text);
      size += text.length;
      return size >= CHUNK_SIZE;
    },
    drain() {
      if (size === 0) return;
      const text = pending.join("");
      pending = [];
      size = 0;
      if (!stream.write(text)) blocked = true;
    },
    async waitForDrain() {
      if (!blocked) return;
      blocked = false;
      await once(stream, "drain");
    },
  };
}
