import { findZipDirectory } from "./find-zip-directory.js";
import { createRecordReader, readAt, type ZipFile } from "./zip-file.js";
import { ZipFormatError } from "./zip-format-error.js";

/** One entry of a zip's central directory, where its data lies and what it declares. */
export interface ZipEntry {
  readonly name: string;
  /** 0: stored, 8: deflated. */
  readonly method: number;
  readonly compressedSize: number;
  /** The size it declares unpacked: what the submission's limit counts. */
  readonly size: number;
  readonly encrypted: boolean;
  /** Where its compressed bytes start (past its local header). */
  readonly dataStart: number;
}

const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const FULL32 = 0xffffffff;

type RecordReader = ReturnType<typeof createRecordReader>;

/**
 * The entries of `zip`, from its central directory (zip64 too), in its order; `each` is called
 * with each one as it is read, so that a limit it checks stops the reading of a directory of
 * millions. Entries whose data overlap (one stream claimed by many names, a zip bomb in count) or
 * lie outside the zip are refused. The directory is read a window at a time, and of each entry
 * only its local header: the zip's data is not read here.
 */
export async function readZipEntries(
  zip: ZipFile,
  each: (entry: ZipEntry) => void,
): Promise<ZipEntry[]> {
  const { count, offset: dataEnd } = await findZipDirectory(zip);
  const readRecord = createRecordReader(zip);
  const entries: ZipEntry[] = [];
  // What lies before the central directory is every entry's data, each entry's its own.
  let claimed = 0;
  let offset = dataEnd;
  for (let index = 0; index < count; index++) {
    const record = await readCentralRecord(zip, readRecord, offset);
    const entry = await readEntry(zip, record);
    each(entry);
    // Every entry's bytes are its own: together they fit before the directory, or some are read twice.
    claimed += entry.compressedSize;
    if (claimed > dataEnd) throw new ZipFormatError("entries share their data (a zip bomb)");
    entries.push(entry);
    offset += record.length;
  }
  return entries;
}

const isInside = (zip: ZipFile, at: number, length: number) => at >= 0 && at + length <= zip.size;

/** The central directory's record at `at`, its name, extra field and comment with it. */
async function readCentralRecord(zip: ZipFile, read: RecordReader, at: number): Promise<Buffer> {
  if (!isInside(zip, at, 46)) throw new ZipFormatError("bad central directory");
  const fixed = await read(at, 46);
  if (fixed.readUInt32LE(0) !== CENTRAL) throw new ZipFormatError("bad central directory");
  const length = 46 + fixed.readUInt16LE(28) + fixed.readUInt16LE(30) + fixed.readUInt16LE(32);
  if (!isInside(zip, at, length)) throw new ZipFormatError("bad central directory");
  return read(at, length);
}

/** The entry a central record describes, its data found past its local header. */
async function readEntry(zip: ZipFile, record: Buffer): Promise<ZipEntry> {
  const flags = record.readUInt16LE(8);
  const nameLength = record.readUInt16LE(28);
  const sizes = readSizes(record, 46 + nameLength, record.readUInt16LE(30));
  return {
    name: decodeName(record.subarray(46, 46 + nameLength), (flags & 0x800) !== 0),
    method: record.readUInt16LE(10),
    compressedSize: sizes.compressedSize,
    size: sizes.size,
    encrypted: (flags & 1) !== 0,
    dataStart: await findData(zip, sizes.local, sizes.compressedSize),
  };
}

/**
 * The sizes and the local header's offset of a central record: each field that is full is in the
 * zip64 extra field (id 1), in this order; the extra field is the `extraLength` bytes at `extra`.
 */
function readSizes(record: Buffer, extra: number, extraLength: number) {
  let size = record.readUInt32LE(24);
  let compressedSize = record.readUInt32LE(20);
  let local = record.readUInt32LE(42);
  for (let at = extra; at + 4 <= extra + extraLength; ) {
    const length = record.readUInt16LE(at + 2);
    if (record.readUInt16LE(at) === 1) {
      let field = at + 4;
      const take = () => {
        // The record ends with its comment: a field that says it goes further is as bad as one short.
        if (field + 8 > at + 4 + length || field + 8 > record.length)
          throw new ZipFormatError("bad zip64 extra field");
        const value = Number(record.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (size === FULL32) size = take();
      if (compressedSize === FULL32) compressedSize = take();
      if (local === FULL32) local = take();
    }
    at += 4 + length;
  }
  return { size, compressedSize, local };
}

/** Where the data of an entry whose local header is at `local` starts, checked to be in the zip. */
async function findData(zip: ZipFile, local: number, compressedSize: number): Promise<number> {
  if (!isInside(zip, local, 30)) throw new ZipFormatError("bad local header");
  const header = await readAt(zip, local, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipFormatError("bad local header");
  const dataStart = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (!isInside(zip, dataStart, compressedSize))
    throw new ZipFormatError("an entry's data is cut short");
  return dataStart;
}

/**
 * A name as the zip's flag says it is written: UTF-8 (undecodable bytes shown as U+FFFD), or else
 * one byte a character (as Latin-1, as fflate read it: the zip's own code page is not known).
 */
function decodeName(bytes: Uint8Array, utf8: boolean): string {
  return utf8 ? new TextDecoder().decode(bytes) : Buffer.from(bytes).toString("latin1");
}

/**
 * Refuses, before anything is unpacked, an entry that cannot be: an encrypted one, one compressed
 * otherwise than deflate, a stored one of another size than it declares.
 */
export function checkEntryData(entry: ZipEntry): void {
  const name = JSON.stringify(entry.name);
  if (entry.encrypted) throw new ZipFormatError(`${name} is encrypted`);
  if (entry.method === 0 && entry.compressedSize !== entry.size)
    throw new ZipFormatError(`${name} is not the size it declares`);
  if (entry.method !== 0 && entry.method !== 8)
    throw new ZipFormatError(`${name} is compressed with method ${entry.method}, not deflate`);
}
