import { mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { formatSize } from "../text/format-size.js";
import { decodeName } from "./file-names.js";
import { isMachineError } from "./machine-error.js";
import { checkEntryData, readZipEntries, type ZipEntry } from "./read-zip.js";
import { type SubmissionBudget, spendOnEntry } from "./submission-budget.js";
import { SubmissionProblem } from "./submission-problem.js";
import { writeZipEntry } from "./write-zip-entry.js";
import type { ZipFile } from "./zip-file.js";
import { ZipFormatError } from "./zip-format-error.js";

/**
 * Unpacks the zip `file` into the folder `dest`, which it makes (Node's zlib, no system tool).
 * Refuses the whole zip, before writing anything, when an entry would land outside `dest`
 * (zip-slip: `../x`, `/x`, `C:\x`) or its entries take the submission past its limits (a zip
 * bomb, or many zips that together are one); sizes are those the zip declares. An encrypted entry,
 * one stored at another size, and entries that share their bytes (a bomb in count) refuse it then
 * too. The entries are then written one at a time, and an entry is never unpacked past its declared
 * size: one that would be refuses the zip, and what was written of it is removed. The zip itself is
 * read where it is needed (its directory, then each entry's bytes), never held whole.
 */
export async function unpackZip(
  file: string | Buffer,
  dest: string,
  budget: SubmissionBudget,
): Promise<void> {
  const name = path.basename(decodeName(Buffer.from(file)));
  if ((await stat(file)).size > budget.maxBytes) {
    throw new SubmissionProblem(
      `${name} is larger than ${formatSize(budget.maxBytes)} (the limit)`,
    );
  }
  const handle = await open(file);
  try {
    await unpackOpenZip({ handle, size: (await handle.stat()).size }, name, dest, budget);
  } finally {
    await handle.close();
  }
}

async function unpackOpenZip(
  zip: ZipFile,
  name: string,
  dest: string,
  budget: SubmissionBudget,
): Promise<void> {
  const entries = await readEntries(zip, name, dest, budget);
  const made = await mkdir(dest, { recursive: true });
  try {
    for (const entry of entries) await unpackEntry(zip, entry, dest, name);
  } catch (error) {
    // A zip refused halfway leaves nothing of it behind, as one refused before it was written.
    if (made !== undefined) await rm(made, { recursive: true, force: true });
    throw error;
  }
}

/** A folder, or a file with the folders above it. */
async function unpackEntry(
  zip: ZipFile,
  entry: ZipEntry,
  dest: string,
  name: string,
): Promise<void> {
  // Zips made on Windows may separate folders with backslashes.
  const relative = entry.name.replaceAll("\\", "/");
  const target = path.join(dest, relative);
  try {
    if (relative.endsWith("/")) {
      await mkdir(target, { recursive: true });
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeZipEntry(zip, entry, target);
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadable(name, error);
    // A full or failing disk is the machine's (`prepareSubmission` stops the class on it).
    if (isMachineError(error)) throw error;
    // A name that is both a file and a folder (`a`, then `a/b`) is the zip's problem, not the grader's.
    throw new SubmissionProblem(`${name}: cannot unpack ${relative}: ${(error as Error).message}`);
  }
}

/** The entries to unpack, every one checked (paths, limits, data) before any is written. */
async function readEntries(
  zip: ZipFile,
  name: string,
  dest: string,
  budget: SubmissionBudget,
): Promise<ZipEntry[]> {
  try {
    const entries = await readZipEntries(zip, (entry) => {
      checkEntryPath(entry.name, name, dest);
      spendOnEntry(budget, entry.size, name);
    });
    const kept = entries.filter((entry) => !entry.name.split("/").includes("__MACOSX"));
    for (const entry of kept) checkEntryData(entry);
    return kept;
  } catch (error) {
    // A failing disk is the machine's (`prepareSubmission` says so), as when the zip was read whole.
    if (error instanceof SubmissionProblem || isSystemError(error)) throw error;
    // A `ZipFormatError` says what is wrong; anything else a zip made reading it throw is the zip's too.
    throw unreadable(name, error as Error);
  }
}

function isSystemError(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).syscall !== undefined;
}

function unreadable(name: string, error: Error): SubmissionProblem {
  return new SubmissionProblem(`${name} is not a zip that can be read: ${error.message}`);
}

/** An entry's path must stay inside `dest`: no absolute path, drive letter, `..` or NUL. */
function checkEntryPath(raw: string, name: string, dest: string): void {
  const entry = raw.replaceAll("\\", "/");
  const inside = path.resolve(dest, entry);
  const escapes =
    entry.startsWith("/") ||
    /^[A-Za-z]:/.test(entry) ||
    entry.includes("\0") ||
    entry.split("/").includes("..") ||
    (inside !== path.resolve(dest) && !inside.startsWith(path.resolve(dest) + path.sep));
  if (escapes) {
    throw new SubmissionProblem(
      `${name} has an entry that would be written outside its folder (zip-slip), refused: ${JSON.stringify(raw)}`,
    );
  }
}
