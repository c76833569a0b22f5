import { closeSync, readFileSync, realpathSync, statSync } from "node:fs";
import { CliError } from "@games/cli-kit";
import { formatSize } from "../text/format-size.js";
import { describeSystemPath, isSystemPath, openPlainFile } from "./open-plain-file.js";

/**
 * The most a case file may hold: far more than any real case (and 256 times the default output
 * limit), and read whole into a text, which V8 caps at 2^29 characters (a larger file was an
 * internal error, `Cannot create a string longer than…`).
 */
export const CASE_FILE_LIMIT = 256 * 1024 ** 2;

/**
 * An input file (`.in`) is given to the program as bytes, never made a text, so the text limit is
 * not its: it may hold 1 GiB (Node reads at most 2 GiB into one buffer).
 */
const INPUT_FILE_LIMIT = 1024 ** 3;

function limitOf(file: string): number {
  return file.endsWith(".in") ? INPUT_FILE_LIMIT : CASE_FILE_LIMIT;
}

/**
 * Why a plain file (through its links) is no case file, as the end of a sentence naming it; none
 * when it is one. A file under /proc, /sys or /dev is the kernel's, never a case: the grader's own
 * environment (`/proc/self/environ`) was fed to the program and shown in the report, and a file
 * that blocks (`/proc/kmsg`) hung the grader.
 */
export function findCaseFileRefusal(file: string): string | undefined {
  let real: string;
  let size: number;
  try {
    real = realpathSync.native(file);
    size = statSync(file).size;
  } catch (error) {
    return `cannot be read: ${(error as NodeJS.ErrnoException).code}`;
  }
  if (isSystemPath(real)) return describeSystemPath(real);
  return describeSize(size, limitOf(file));
}

function describeSize(size: number, limit: number): string | undefined {
  if (size <= limit) return undefined;
  return `holds ${formatSize(size)}, more than a case file may (${formatSize(limit)})`;
}

/**
 * A case file's bytes. Opened without blocking (a FIFO put in its place since it was found opens at
 * once) and read only once it is known to be a plain file within its limit, and not the kernel's:
 * the file opened is checked, not the path found earlier, which a link swapped since could lead to
 * `/proc/self/environ` (a plain file of size 0).
 */
export function readCaseFile(file: string): Buffer {
  const { fd, size } = openPlainFile(file, "case file");
  try {
    const tooBig = describeSize(size, limitOf(file));
    if (tooBig !== undefined) throw new CliError(`case file ${file} ${tooBig}`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
