import type { ByteSink } from "./byte-sink.js";

/**
 * Bytes queued before a write: one reused buffer, outside the JavaScript heap. Large enough that a
 * write is one system call per some hundreds of lines, or some dozens of fish's 860-byte frames.
 */
const QUEUE_BYTES = 64 * 1024;

/**
 * Texts up to this long are copied into the queue by a loop over their character codes while they
 * are ASCII, as nearly every line a game prints is: encoding each through Buffer#write (a call into
 * C++) cost more than the copy, and joining them first cost a copy more (about 8% of campus-chaos's
 * CPU time).
 */
const ASCII_COPY_CHARS = 128;

const FIRST_NON_ASCII = 0x80;

const NEWLINE = 0x0a;

/**
 * Characters of other text kept as strings before they are joined and encoded into the queue, which
 * costs less than encoding each alone. Strings still queued are alive whenever the garbage collector
 * runs, and what outlives collections is what makes V8 grow its young generation: with 16K
 * characters queued as strings until each write, campus-chaos's memory grew with the length of its
 * input (see its README). Joining a few lines at a time costs no more CPU than joining hundreds.
 */
const TEXT_CHARS = 256;

/** A UTF-16 code unit takes at most 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** Output queued for one sink as UTF-8, written in one call when the queue is full or drained. */
export interface ByteQueue {
  /** True once the sink has more queued than it wants (a write returned false). */
  readonly isBlocked: boolean;
  /** Queues text, encoded as UTF-8 with the texts next to it. */
  add(text: string): void;
  /** Queues text and a newline, as `add` does both, in one call. */
  addLine(text: string): void;
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
  let texts: string[] = [];
  let chars = 0;

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
  /**
   * Copies an ASCII text byte by byte, and a newline after it when asked; false, with nothing
   * queued, at its first other character.
   */
  function copyAscii(text: string, newline: boolean): boolean {
    makeRoom(text.length + 1);
    let at = size;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code >= FIRST_NON_ASCII) return false;
      queue[at++] = code;
    }
    if (newline) queue[at++] = NEWLINE;
    size = at;
    return true;
  }
  function addText(text: string, newline: boolean): void {
    // Texts already waiting to be joined go first, so what follows them waits too.
    if (chars === 0 && text.length <= ASCII_COPY_CHARS && copyAscii(text, newline)) return;
    texts.push(text);
    chars += text.length;
    if (newline) {
      texts.push("\n");
      chars += 1;
    }
    if (chars >= TEXT_CHARS) encodeTexts();
  }
  function encodeTexts(): void {
    if (chars === 0) return;
    const text = texts.length === 1 ? (texts[0] as string) : texts.join("");
    texts = [];
    chars = 0;
    if (makeRoom(text.length * MAX_UTF8_BYTES_PER_UNIT)) size += queue.write(text, size);
    else writeOut(Buffer.from(text));
  }

  return {
    get isBlocked() {
      return blocked;
    },
    add(text) {
      addText(text, false);
    },
    addLine(text) {
      addText(text, true);
    },
    addBytes(bytes) {
      encodeTexts();
      if (!makeRoom(bytes.length)) return writeOut(bytes);
      queue.set(bytes, size);
      size += bytes.length;
    },
    drain() {
      encodeTexts();
      writeQueue();
    },
    async waitForDrain() {
      if (!blocked) return;
      blocked = false;
      await sink.waitForDrain();
    },
  };
}
