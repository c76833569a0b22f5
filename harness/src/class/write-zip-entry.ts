import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw } from "node:zlib";
import type { ZipEntry } from "./read-zip.js";
import { copyRange, readRange, type ZipFile } from "./zip-file.js";
import { ZipFormatError } from "./zip-format-error.js";

/**
 * Writes `entry` of `zip` to the file `target`, never more than it declares (see `checkEntryData`
 * for what is refused before). Its bytes are read from the zip a chunk at a time, and a deflated
 * entry is inflated as a stream on their way to the disk, stopped at the first chunk past its
 * declared size: a bomb costs the grader neither the time to inflate it to its end nor the memory
 * to hold what it unpacks to, and a class of zips each just under the limit, stored or deflated, is
 * not all in memory at once.
 */
export async function writeZipEntry(zip: ZipFile, entry: ZipEntry, target: string): Promise<void> {
  // A stored entry is its own bytes (already the size it declares); an empty one needs no inflating.
  if (entry.method === 0) {
    await copyRange(zip, entry.dataStart, entry.compressedSize, target);
    return;
  }
  if (entry.size === 0) {
    await writeFile(target, new Uint8Array(0));
    return;
  }
  const raw = Readable.from(readRange(zip, entry.dataStart, entry.compressedSize));
  await pipeline(raw, createInflateRaw(), keepToSize(entry), createWriteStream(target)).catch(
    (error: NodeJS.ErrnoException) => {
      // zlib's errors (`Z_DATA_ERROR`…) are the zip's; the others are the file system's.
      if (!error.code?.startsWith("Z_")) throw error;
      throw new ZipFormatError(
        `${JSON.stringify(entry.name)} cannot be inflated: ${error.message}`,
      );
    },
  );
}

/** Passes the inflated bytes on while they are within `entry`'s size, and checks they reach it. */
function keepToSize(entry: ZipEntry): Transform {
  const name = JSON.stringify(entry.name);
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      length += chunk.length;
      if (length > entry.size)
        done(new ZipFormatError(`${name} unpacks past the size it declares (a zip bomb)`));
      else done(null, chunk);
    },
    flush(done: TransformCallback) {
      done(
        length === entry.size ? null : new ZipFormatError(`${name} is not the size it declares`),
      );
    },
  });
}
