import { createByteQueue } from "./byte-queue.js";
import { fdSink, streamSink } from "./byte-sink.js";
import type { CliIo } from "./io.js";
import { compareStreamFiles } from "./stream-files.js";

/** Where a game writes: text goes out exactly as given (the caller adds newlines). */
export interface Output {
  write(text: string): void;
  /**
   * Writes the text and a newline: for a game that holds its output as lines, one call per line
   * instead of two, and no new string with the newline joined (campus-chaos prints a million).
   */
  writeLine(text: string): void;
  /**
   * Writes UTF-8 bytes, in order with the text. For output a program encodes once and writes many
   * times (fish's frames): copying bytes costs a fraction of encoding the text again.
   */
  writeBytes(bytes: Uint8Array): void;
  /** Writes to standard error, after everything written to standard output so far. */
  writeError(text: string): void;
}

export interface BufferedOutput extends Output {
  /** True once the stream has more queued than it wants: the caller should `flush` before going on. */
  readonly isBlocked: boolean;
  /** Hands the buffered text to the stream; resolves once the stream can take more. */
  flush(): Promise<void>;
}

/**
 * Collects output and writes it in large chunks. The line streamer flushes after each chunk of input,
 * so a person at a terminal (one line per chunk) sees every answer at once, while a pipe of a million
 * commands costs a few thousand writes. Errors keep their place among the output lines wherever the
 * two streams meet, without a system call each (which was the largest cost of writing in
 * campus-chaos's bench, where about one command in 35 is refused):
 * - when both streams are one file, an error is queued with the output and written through it,
 *   which lands the same bytes in the same order;
 * - when they are files of their own, errors are queued apart and written at the same flushes;
 * - otherwise (in-memory streams), an error is written straight through after a flush of the output.
 * With `io.fds` (the process's own streams), the descriptors are written directly.
 */
export function createBufferedOutput(
  io: Pick<CliIo, "output" | "errorOutput" | "fds">,
): BufferedOutput {
  const { fds } = io;
  // A plain property, not a getter: the line streamer reads it after every line.
  const block = (): void => {
    buffered.isBlocked = true;
  };
  const stdout = createByteQueue(
    fds === undefined ? streamSink(io.output) : fdSink(fds.output, () => io.output),
    block,
  );
  const files = compareStreamFiles(
    fds?.output ?? readFd(io.output),
    fds?.errorOutput ?? readFd(io.errorOutput),
  );
  const stderr =
    files !== "separate"
      ? undefined
      : createByteQueue(
          fds === undefined
            ? streamSink(io.errorOutput)
            : fdSink(fds.errorOutput, () => io.errorOutput),
          block,
        );

  const buffered = {
    isBlocked: false as boolean,
    write(text) {
      stdout.add(text);
    },
    writeLine(text) {
      stdout.addLine(text);
    },
    writeBytes(bytes) {
      stdout.addBytes(bytes);
    },
    writeError(text) {
      const queue = files === "shared" ? stdout : stderr;
      if (queue !== undefined) {
        queue.add(text);
        return;
      }
      stdout.drain();
      io.errorOutput.write(text);
    },
    async flush() {
      stdout.drain();
      stderr?.drain();
      await Promise.all([stdout.waitForDrain(), stderr?.waitForDrain()]);
      buffered.isBlocked = stdout.isBlocked || stderr?.isBlocked === true;
    },
  } satisfies BufferedOutput;
  return buffered;
}

/** The descriptor behind a stream, as process.stdout has one; none for an in-memory stream. */
function readFd(stream: NodeJS.WritableStream): number | undefined {
  const fd = (stream as { fd?: unknown }).fd;
  return typeof fd === "number" ? fd : undefined;
}
