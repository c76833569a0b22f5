import { once } from "node:events";

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
 * commands costs a few thousand writes. Standard error is written straight through, after a flush of
 * standard output, so both keep the order the program wrote them in when they share one file.
 */
export function createBufferedOutput(
  output: NodeJS.WritableStream,
  errorOutput: NodeJS.WritableStream,
): BufferedOutput {
  let pending: string[] = [];
  let size = 0;
  let blocked = false;

  const drain = (): void => {
    if (size === 0) return;
    const text = pending.join("");
    pending = [];
    size = 0;
    if (!output.write(text)) blocked = true;
  };

  return {
    get isBlocked() {
      return blocked;
    },
    write(text) {
      pending.push(text);
      size += text.length;
      if (size >= CHUNK_SIZE) drain();
    },
    writeError(text) {
      drain();
      errorOutput.write(text);
    },
    async flush() {
      drain();
      if (blocked) {
        blocked = false;
        await once(output, "drain");
      }
    },
  };
}
