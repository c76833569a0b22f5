import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw } from "node:zlib";
import { type ZipEntry, ZipFormatError } from "./read-zip.js";

/**
 * Writes `entry` of the zip `data` to the file `target`, never more than it declares (see
 * `checkEntryData` for what is refused before). A deflated entry is inflated as a stream, a chunk at
 * a time on its way to the disk, and stopped at the first chunk past its declared size: a bomb
 * costs the grader neither the time to inflate it to its end nor the memory to hold what it unpacks
 * to, and a class of zips each just under the limit is not all in memory at once.
 */
export async function writeZipEntry(
  data: Uint8Array,
  entry: ZipEntry,
  target: string,
): Promise<void> {
  const raw = data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  // A stored entry is its own bytes (already the size it declares); an empty one needs no inflating.
  if (entry.method === 0 || entry.size === 0) {
    await writeFile(target, entry.method === 0 ? raw : new Uint8Array(0));
    return;
  }
  await pipeline(
    Readable.from([raw]),
    createInflateRaw(),
    keepToSize(entry),
    createWriteStream(target),
  ).catch((error: NodeJS.ErrnoException) => {
    // zlib's errors (`Z_DATA_ERROR`…) are the zip's; the others are the file system's.
    if (!error.code?.startsWith("Z_")) throw error;
    throw new ZipFormatError(`${JSON.stringify(entry.name)} cannot be inflated: ${error.message}`);
  });
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
