import type { ByteSink } from "./byte-sink.js";

/**
 * Bytes queued before a write: one reused buffer, outside the JavaScript heap. Large enough that a
 * write is one system call per some hundreds of lines, or some dozens of fish's 860-byte frames.
 */
const QUEUE_BYTES = 64 * 1024;

/**
 * Texts up to this long are copied into the queue by a loop over their character codes while they
 * are ASCII, as nearly every line a game prints is. A game's lines are short, and encoding each
 * through Buffer#write (a call into C++) cost more than the copy; joining them into longer strings
 * first cost a copy more, and strings kept until they were joined made V8 grow its young generation
 * (campus-chaos's memory grew with the length of its input).
 */
const ASCII_COPY_CHARS = 128;

const FIRST_NON_ASCII = 0x80;

/** A UTF-16 code unit takes at most 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** Output queued for one sink as UTF-8, written in one call when the queue is full or drained. */
export interface ByteQueue {
  /** True once the sink has more queued than it wants (a write returned false). */
  readonly isBlocked: boolean;
  /** Queues text, encoded as UTF-8 with the texts next to it. */
  add(text: string): void;
  /** Queues bytes, copied. */
  addBytes(bytes: Uint8Array): void;
  /** Writes what is queued in one call. */
  drain(): void;
  /** Resolves once a blocked sink asks for more. */
  waitForDrain(): Promise<void>;
}

/** `onBlocked` is told when a write leaves the sink blocked. */
export function createByteQueue(sink: ByteSink, onBlocked: () => void = () => {}): ByteQueue {
  const queue = Buffer.allocUnsafe(QUEUE_BYTES);
  let size = 0;
  let blocked = false;

  function writeOut(bytes: Uint8Array): void {
    if (sink.write(bytes)) return;
    blocked = true;
    onBlocked();
  }
  function writeQueue(): void {
    if (size === 0) return;
    const bytes = queue.subarray(0, size);
    size = 0;
    writeOut(bytes);
  }
  /** Makes room for `length` bytes; false when they would not fit even in an empty queue. */
  function makeRoom(length: number): boolean {
    if (length > QUEUE_BYTES - size) writeQueue();
    return length <= QUEUE_BYTES;
  }
  /** Copies an ASCII text byte by byte; false, with nothing queued, at its first other character. */
  function copyAscii(text: string): boolean {
    makeRoom(text.length);
    let at = size;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code >= FIRST_NON_ASCII) return false;
      queue[at++] = code;
    }
    size = at;
    return true;
  }
  function encode(text: string): void {
    if (makeRoom(text.length * MAX_UTF8_BYTES_PER_UNIT)) size += queue.write(text, size);
    else writeOut(Buffer.from(text));
  }

  return {
    get isBlocked() {
      return blocked;
    },
    add(text) {
      if (text.length > ASCII_COPY_CHARS || !copyAscii(text)) encode(text);
    },
    addBytes(bytes) {
      if (!makeRoom(bytes.length)) return writeOut(bytes);
      queue.set(bytes, size);
      size += bytes.length;
    },
    drain() {
      writeQueue();
    },
    async waitForDrain() {
      if (!blocked) return;
      blocked = false;
      await sink.waitForDrain();
    },
  };
}
