import { type FileHandle, open } from "node:fs/promises";
import { ZipFormatError } from "./zip-format-error.js";

/**
 * A zip open for reading: its bytes are read where they are needed, a record or a chunk at a time,
 * never whole (a class of zips each near the limit, prepared at once, would be gigabytes).
 */
export interface ZipFile {
  readonly handle: FileHandle;
  /** Its size when opened: every position read is checked to be within it first. */
  readonly size: number;
}

/** The chunk a range of the zip is read in: zlib's own is 16 KiB, the disk's readahead 128 KiB. */
const CHUNK = 64 * 1024;

/** `length` bytes at `at`, which the caller has checked lie within the zip. */
export async function readAt(zip: ZipFile, at: number, length: number): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  await readInto(zip, bytes, at);
  return bytes;
}

/** Fills `bytes` from `at`; a zip that ends before (changed while it was read) is cut short. */
async function readInto(zip: ZipFile, bytes: Buffer, at: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesRead } = await zip.handle.read(bytes, done, bytes.length - done, at + done);
    if (bytesRead === 0) throw new ZipFormatError("the zip changed while it was read (cut short)");
    done += bytesRead;
  }
}

/** The `length` bytes at `start`, a chunk at a time, each chunk its own (a stream may keep it). */
export async function* readRange(
  zip: ZipFile,
  start: number,
  length: number,
): AsyncGenerator<Buffer> {
  for (let done = 0; done < length; done += CHUNK) {
    yield await readAt(zip, start + done, Math.min(CHUNK, length - done));
  }
}

/**
 * Copies the `length` bytes at `start` to the new file `target` through one buffer, reused: a
 * stored entry of 100 MiB costs the grader a chunk, not the garbage of a chunk each read.
 */
export async function copyRange(
  zip: ZipFile,
  start: number,
  length: number,
  target: string,
): Promise<void> {
  const out = await open(target, "w");
  try {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, length));
    for (let done = 0; done < length; done += chunk.length) {
      const part = chunk.subarray(0, Math.min(chunk.length, length - done));
      await readInto(zip, part, start + done);
      await out.writeFile(part);
    }
  } finally {
    await out.close();
  }
}

/**
 * Reads records that follow each other (a central directory) through a window of the zip, read
 * again only when a record is past it: one read for a directory of thousands of small records,
 * and never more of it held than the window and the record.
 */
export function createRecordReader(zip: ZipFile): (at: number, length: number) => Promise<Buffer> {
  const WINDOW = 1024 * 1024;
  let start = 0;
  let window: Buffer = Buffer.alloc(0);
  return async (at, length) => {
    if (at < start || at + length > start + window.length) {
      start = at;
      window = await readAt(zip, at, Math.min(Math.max(length, WINDOW), zip.size - at));
    }
    return window.subarray(at - start, at - start + length);
  };
}
