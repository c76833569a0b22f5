import { createHash, type Hash } from "node:crypto";
import { closeSync, fstatSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { isInside, walkTree } from "../sandbox/index.js";
import { openPlainFile } from "../suite/open-plain-file.js";

/** The files a suite's grading reads besides `suite.json` and its data files: cases, arguments, protocols. */
const CASE_FILE = /\.(in|out|args|protocol)$/;

/**
 * What the suite's graded files hold at this moment: each one's path, the file it is and its
 * content, read through a link as the grading reads it (a case linked to a shared file changed
 * through the link). A build runs before the suite is read, and where it runs as you with no box
 * around it (basic mode, a plain user) it could write the suite: the fingerprint taken again after
 * it tells (a tripwire: a process the build left behind could still change it later). Not the
 * change time (basic mode as root closes the suite to others while the build runs, and gives it
 * back), nor what the grading does not read (a class file, a `package-lock.json` built beside the
 * cases).
 */
export function fingerprintSuite(suite: string): string {
  const hash = createHash("sha256");
  const config = path.join(suite, "suite.json");
  const data = listDataFiles(config).map((file) => path.join(suite, file));
  const graded = (entry: string) =>
    CASE_FILE.test(entry) || entry === config || data.some((file) => isInside(entry, file));
  for (const { path: entry } of walkTree(suite).entries) {
    if (!graded(entry)) continue;
    hash.update(`${entry}\0`);
    hashFile(entry, hash);
  }
  return hash.digest("hex");
}

/** `suite.json`'s data files (`files`), as it lists them; none where it cannot be read. */
function listDataFiles(config: string): string[] {
  try {
    const files: unknown = JSON.parse(readFileSync(config, "utf8")).files;
    return Array.isArray(files) ? files.filter((file) => typeof file === "string") : [];
  } catch {
    return [];
  }
}

/** Read as the grading reads it (see `openPlainFile`); one it would refuse is marked as such. */
function hashFile(file: string, hash: Hash): void {
  let fd: number;
  try {
    fd = openPlainFile(file, "case file").fd;
  } catch (error) {
    hash.update(`refused ${(error as Error).message}`);
    return;
  }
  try {
    const info = fstatSync(fd);
    hash.update(`${info.dev}:${info.ino}\0`);
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk))
      hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}
