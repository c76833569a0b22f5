import { createHash } from "node:crypto";
import { closeSync, openSync, readlinkSync, readSync } from "node:fs";
import { lstatOrUndefined, walkTree } from "../sandbox/index.js";

/**
 * What the suite's folder holds at this moment: each entry's path, file, content and, for a link,
 * what it says. A build runs before the suite is read, and where it runs as you with no box around
 * it (basic mode, a plain user) it could write the suite: the fingerprint taken again after it
 * tells (a tripwire: a process the build left behind could still change it later). Not the change
 * time: basic mode as root closes the suite to others while the build runs, and gives it back.
 */
export function fingerprintSuite(suite: string): string {
  const hash = createHash("sha256");
  for (const entry of [suite, ...walkTree(suite).entries.map((found) => found.path)]) {
    const info = lstatOrUndefined(entry);
    hash.update(`${entry}\0${info === undefined ? "gone" : `${info.dev}:${info.ino}`}\0`);
    if (info?.isFile()) hashContent(entry, hash);
    // A link replaced by another may take the freed inode: what it says tells them apart.
    if (info?.isSymbolicLink()) hash.update(readLinkOrEmpty(entry));
  }
  return hash.digest("hex");
}

function readLinkOrEmpty(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return "";
  }
}

function hashContent(file: string, hash: ReturnType<typeof createHash>): void {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    hash.update("unreadable");
    return;
  }
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk))
      hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}
