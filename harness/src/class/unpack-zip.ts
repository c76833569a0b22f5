import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatSize } from "../text/format-size.js";
import { decodeName } from "./file-names.js";
import { readZipEntries, readZipEntry } from "./read-zip.js";
import { type SubmissionBudget, spendOnEntry } from "./submission-budget.js";
import { SubmissionProblem } from "./submission-problem.js";

/**
 * Unpacks the zip `file` into the folder `dest` (Node's zlib, no system tool). Refuses the whole zip,
 * before writing anything, when an entry would land outside `dest` (zip-slip: `../x`, `/x`, `C:\x`)
 * or its entries take the submission past its limits (a zip bomb, or many zips that together are
 * one); sizes are those the zip declares, and an entry is never unpacked past its declared size:
 * one that would be, a stored one of another size, entries that share their bytes (a bomb in count)
 * and an encrypted entry refuse the zip.
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
  const files = readEntries(await readFile(file), name, dest, budget);
  for (const [raw, data] of files) {
    // Zips made on Windows may separate folders with backslashes.
    const entry = raw.replaceAll("\\", "/");
    // A name that is both a file and a folder (`a`, then `a/b`) is the zip's problem, not the grader's.
    await writeEntry(path.join(dest, entry), entry.endsWith("/") ? undefined : data).catch(
      (error: Error) => {
        throw new SubmissionProblem(`${name}: cannot unpack ${entry}: ${error.message}`);
      },
    );
  }
}

/** A folder (`data` undefined), or a file with the folders above it. */
async function writeEntry(target: string, data: Uint8Array | undefined): Promise<void> {
  if (data === undefined) {
    await mkdir(target, { recursive: true });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
}

function readEntries(
  data: Uint8Array,
  name: string,
  dest: string,
  budget: SubmissionBudget,
): [string, Uint8Array][] {
  try {
    const entries = readZipEntries(data, (entry) => {
      checkEntryPath(entry.name, name, dest);
      spendOnEntry(budget, entry.size, name);
    });
    const kept = entries.filter((entry) => !entry.name.split("/").includes("__MACOSX"));
    return kept.map((entry) => [entry.name, readZipEntry(data, entry)]);
  } catch (error) {
    if (error instanceof SubmissionProblem) throw error;
    // A `ZipFormatError` says what is wrong; anything else a zip made reading it throw is the zip's too.
    throw new SubmissionProblem(
      `${name} is not a zip that can be read: ${(error as Error).message}`,
    );
  }
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
