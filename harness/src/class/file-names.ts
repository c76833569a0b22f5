import { isUtf8 } from "node:buffer";

/**
 * A submission's file names are read as bytes: a zip made on Windows, unpacked as it was, names
 * files in Latin-1 (`Jos\xe9`), and Node reads such a name as `Jos�`, a path that is not there.
 */

/** A name as text: its UTF-8, or where it is not UTF-8, each byte as its Latin-1 character. */
export function decodeName(raw: Buffer): string {
  return isUtf8(raw) ? raw.toString("utf8") : raw.toString("latin1");
}

/** The path of `name` in the folder `dir`, as bytes. */
export function joinRaw(dir: string | Buffer, name: Buffer): Buffer {
  return Buffer.concat([Buffer.from(dir), SEPARATOR, name]);
}

const SEPARATOR = Buffer.from("/");
