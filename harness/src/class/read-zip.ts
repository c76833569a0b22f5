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

/** A zip that cannot be read as one; the message says why. */
export class ZipFormatError extends Error {}

const END = 0x06054b50;
const END64_LOCATOR = 0x07064b50;
const END64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const FULL32 = 0xffffffff;

/**
 * The entries of the zip `data`, from its central directory (zip64 too), in its order; `each` is
 * called with each one as it is read, so that a limit it checks stops the reading of a directory
 * of millions. Entries whose data overlap (one stream claimed by many names, a zip bomb in count)
 * or lie outside the zip are refused.
 */
export function readZipEntries(data: Uint8Array, each: (entry: ZipEntry) => void): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const inside = (at: number, length: number) => at >= 0 && at + length <= data.length;
  const end = findEnd(data, view);
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (inside(end - 20, 20) && u32(end - 20) === END64_LOCATOR) {
    const end64 = u64(end - 12);
    if (!inside(end64, 56) || u32(end64) !== END64)
      throw new ZipFormatError("bad zip64 end record");
    count = u64(end64 + 32);
    offset = u64(end64 + 48);
  }
  const entries: ZipEntry[] = [];
  // What lies before the central directory is every entry's data, each entry's its own.
  const dataEnd = offset;
  let claimed = 0;
  for (let index = 0; index < count; index++) {
    if (!inside(offset, 46) || u32(offset) !== CENTRAL)
      throw new ZipFormatError("bad central directory");
    const flags = u16(offset + 8);
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const next = offset + 46 + nameLength + extraLength + u16(offset + 32);
    if (!inside(offset, next - offset)) throw new ZipFormatError("bad central directory");
    const nameBytes = data.subarray(offset + 46, offset + 46 + nameLength);
    let size = u32(offset + 24);
    let compressedSize = u32(offset + 20);
    let local = u32(offset + 42);
    // Zip64: each field that is full is in the extra field (id 1), in this order.
    for (let at = offset + 46 + nameLength; at + 4 <= offset + 46 + nameLength + extraLength; ) {
      const length = u16(at + 2);
      if (u16(at) === 1) {
        let field = at + 4;
        const take = () => {
          if (field + 8 > at + 4 + length) throw new ZipFormatError("bad zip64 extra field");
          const value = u64(field);
          field += 8;
          return value;
        };
        if (size === FULL32) size = take();
        if (compressedSize === FULL32) compressedSize = take();
        if (local === FULL32) local = take();
      }
      at += 4 + length;
    }
    if (!inside(local, 30) || u32(local) !== LOCAL) throw new ZipFormatError("bad local header");
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (!inside(dataStart, compressedSize))
      throw new ZipFormatError("an entry's data is cut short");
    const entry: ZipEntry = {
      name: decodeName(nameBytes, (flags & 0x800) !== 0),
      method: u16(offset + 10),
      compressedSize,
      size,
      encrypted: (flags & 1) !== 0,
      dataStart,
    };
    each(entry);
    // Every entry's bytes are its own: together they fit before the directory, or some are read twice.
    claimed += compressedSize;
    if (claimed > dataEnd) throw new ZipFormatError("entries share their data (a zip bomb)");
    entries.push(entry);
    offset = next;
  }
  return entries;
}

/**
 * A name as the zip's flag says it is written: UTF-8 (undecodable bytes shown as U+FFFD), or else
 * one byte a character (as Latin-1, as fflate read it: the zip's own code page is not known).
 */
function decodeName(bytes: Uint8Array, utf8: boolean): string {
  return utf8 ? new TextDecoder().decode(bytes) : Buffer.from(bytes).toString("latin1");
}

/** The end-of-central-directory record, searched from the end (past a comment of up to 64 KiB). */
function findEnd(data: Uint8Array, view: DataView): number {
  for (let at = data.length - 22; at >= 0 && data.length - at <= 22 + 0xffff; at--) {
    if (view.getUint32(at, true) === END) return at;
  }
  throw new ZipFormatError("no end of central directory (not a zip, or cut short)");
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
