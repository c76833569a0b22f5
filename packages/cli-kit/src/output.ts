import type { CliIo } from "./io.js";
import { compareStreamFiles } from "./stream-files.js";
import { fdSink, streamSink, type TextSink } from "./text-sink.js";

/** Where a game writes: text goes out exactly as given (the caller adds newlines). */
export interface Output {
  write(text: string): void;
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
 * Characters queued before a write. Small enough that the queued strings are few when the garbage
 * collector runs (it copies every live young string), large enough that a write is one system call
 * per some hundreds of lines: 16 KiB took 10% less CPU than 64 KiB in campus-chaos's bench.
 */
const CHUNK_SIZE = 16 * 1024;

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
  const stdout = createChunks(
    fds === undefined ? streamSink(io.output) : fdSink(fds.output, () => io.output),
  );
  const files = compareStreamFiles(
    fds?.output ?? readFd(io.output),
    fds?.errorOutput ?? readFd(io.errorOutput),
  );
  const stderr =
    files !== "separate"
      ? undefined
      : createChunks(
          fds === undefined
            ? streamSink(io.errorOutput)
            : fdSink(fds.errorOutput, () => io.errorOutput),
        );

  return {
    get isBlocked() {
      return stdout.isBlocked || stderr?.isBlocked === true;
    },
    write(text) {
      if (stdout.add(text)) stdout.drain();
    },
    writeBytes(bytes) {
      stdout.addBytes(bytes);
    },
    writeError(text) {
      const queue = files === "shared" ? stdout : stderr;
      if (queue !== undefined) {
        if (queue.add(text)) queue.drain();
        return;
      }
      stdout.drain();
      io.errorOutput.write(text);
    },
    async flush() {
      stdout.drain();
      stderr?.drain();
      await Promise.all([stdout.waitForDrain(), stderr?.waitForDrain()]);
    },
  };
}

/** The descriptor behind a stream, as process.stdout has one; none for an in-memory stream. */
function readFd(stream: NodeJS.WritableStream): number | undefined {
  const fd = (stream as { fd?: unknown }).fd;
  return typeof fd === "number" ? fd : undefined;
}

/** Bytes queued before a write (writeBytes): a frame of fish is about 860. */
const BYTE_CHUNK_SIZE = 64 * 1024;

/**
 * Text or bytes queued for one sink, written in one call per chunk. Text is queued as strings and
 * joined; bytes are copied into one reused buffer. Only one kind is queued at a time: the other
 * kind's arrival writes what is queued first, which keeps the order.
 */
interface Chunks {
  /** True once the sink has more queued than it wants (a write returned false). */
  readonly isBlocked: boolean;
  /** Queues text; true once a chunk's worth is queued. */
  add(text: string): boolean;
  /** Queues bytes, writing the queue first when they do not fit. */
  addBytes(bytes: Uint8Array): void;
  /** Writes what is queued in one call. */
  drain(): void;
  /** Resolves once a blocked sink asks for more. */
  waitForDrain(): Promise<void>;
}

function createChunks(sink: TextSink): Chunks {
  let pending: string[] = [];
  let size = 0;
  let byteBuffer: Buffer | undefined;
  let byteSize = 0;
  let blocked = false;
  const drainText = (): void => {
    const text = pending.join("");
    pending = [];
    size = 0;
    if (!sink.write(text)) blocked = true;
  };
  const drainBytes = (): void => {
    const bytes = byteBuffer?.subarray(0, byteSize);
    byteSize = 0;
    if (bytes !== undefined && !sink.writeBytes(bytes)) blocked = true;
  };
  return {
    get isBlocked() {
      return blocked;
    },
    add(text) {
      if (byteSize > 0) drainBytes();
      pending.push(text);
      size += text.length;
      return size >= CHUNK_SIZE;
    },
    addBytes(bytes) {
      if (size > 0) drainText();
      if (byteSize + bytes.length > BYTE_CHUNK_SIZE) drainBytes();
      if (bytes.length > BYTE_CHUNK_SIZE) {
        if (!sink.writeBytes(bytes)) blocked = true;
        return;
      }
      byteBuffer ??= Buffer.allocUnsafe(BYTE_CHUNK_SIZE);
      byteBuffer.set(bytes, byteSize);
      byteSize += bytes.length;
    },
    drain() {
      if (size > 0) drainText();
      else if (byteSize > 0) drainBytes();
    },
    async waitForDrain() {
      if (!blocked) return;
      blocked = false;
      await sink.waitForDrain();
    },
  };
}
