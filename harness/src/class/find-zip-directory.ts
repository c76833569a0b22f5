import { readAt, type ZipFile } from "./zip-file.js";
import { ZipFormatError } from "./zip-format-error.js";

/** Where a zip's central directory starts, and the entries it declares. */
export interface ZipDirectory {
  readonly count: number;
  readonly offset: number;
}

const END = 0x06054b50;
const END64_LOCATOR = 0x07064b50;
const END64 = 0x06064b50;
/** The end record (22 bytes) and its comment (up to 64 KiB) are the zip's last bytes… */
const END_SEARCH = 22 + 0xffff;
/** …and the zip64 locator, 20 bytes, is just before them. */
const LOCATOR = 20;

/**
 * The central directory of `zip` (zip64 too), from its end record: only the zip's tail is read,
 * where that record is.
 */
export async function findZipDirectory(zip: ZipFile): Promise<ZipDirectory> {
  const tailStart = Math.max(0, zip.size - END_SEARCH - LOCATOR);
  const tail = await readAt(zip, tailStart, zip.size - tailStart);
  const end = findEnd(tail);
  if (end >= LOCATOR && tail.readUInt32LE(end - LOCATOR) === END64_LOCATOR) {
    return readEnd64(zip, Number(tail.readBigUInt64LE(end - 12)));
  }
  return { count: tail.readUInt16LE(end + 10), offset: tail.readUInt32LE(end + 16) };
}

/** The end record, searched from the end of `tail` (past a comment of up to 64 KiB). */
function findEnd(tail: Buffer): number {
  for (let at = tail.length - 22; at >= 0 && tail.length - at <= END_SEARCH; at--) {
    if (tail.readUInt32LE(at) === END) return at;
  }
  throw new ZipFormatError("no end of central directory (not a zip, or cut short)");
}

/** The zip64 end record at `at`, where the locator says it is. */
async function readEnd64(zip: ZipFile, at: number): Promise<ZipDirectory> {
  if (at < 0 || at + 56 > zip.size) throw new ZipFormatError("bad zip64 end record");
  const record = await readAt(zip, at, 56);
  if (record.readUInt32LE(0) !== END64) throw new ZipFormatError("bad zip64 end record");
  return {
    count: Number(record.readBigUInt64LE(32)),
    offset: Number(record.readBigUInt64LE(48)),
  };
}
