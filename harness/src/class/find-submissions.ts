import { isUtf8 } from "node:buffer";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { compareNames } from "../suite/find-cases.js";
import { showControlsInLine } from "../text/show-controls.js";
import { decodeName, joinRaw } from "./file-names.js";

/** One student's submission: a folder (a clone, a Moodle folder) or a `.zip`. */
export interface Submission {
  /** The entry's name (a zip's without `.zip`), as the teacher's download named it. */
  readonly name: string;
  /** Where it lies: as bytes where its name is not UTF-8 (see `decodeName`). */
  readonly path: string | Buffer;
  readonly kind: "folder" | "zip";
}

export interface SubmissionList {
  /** In name order. */
  readonly submissions: readonly Submission[];
  /** Entries that are neither a folder nor a zip (a grade sheet, a note), by name. */
  readonly skipped: readonly string[];
}

/** Entries that are never a student: hidden files and what macOS adds to archives. */
export function isJunkName(name: string): boolean {
  return name.startsWith(".") || name === "__MACOSX" || name === "Thumbs.db";
}

/** Each entry of the folder `dir` is one student; two entries for one name are an error. */
export async function findSubmissions(dir: string): Promise<SubmissionList> {
  const submissions: Submission[] = [];
  const skipped: string[] = [];
  for (const raw of await readSubmissionsFolder(dir)) {
    const entry = decodeName(raw);
    if (isJunkName(entry)) continue;
    const full = isUtf8(raw) ? path.join(dir, entry) : joinRaw(dir, raw);
    // Followed: a folder of links to clones elsewhere is a folder of submissions too.
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) submissions.push({ name: entry, path: full, kind: "folder" });
    else if (info?.isFile() && /\.zip$/i.test(entry))
      submissions.push({ name: entry.slice(0, -4), path: full, kind: "zip" });
    else skipped.push(entry);
  }
  checkDistinct(submissions);
  if (submissions.length === 0) {
    throw new CliError(`no submissions in ${dir}: each student is a folder or a .zip in it`);
  }
  return {
    submissions: submissions.sort((left, right) => compareNames(left.name, right.name)),
    skipped,
  };
}

async function readSubmissionsFolder(dir: string): Promise<Buffer[]> {
  try {
    return await readdir(dir, { encoding: "buffer" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "no such folder" : code === "ENOTDIR" ? "not a folder" : code;
    throw new CliError(`cannot read the submissions ${dir}: ${reason}`);
  }
}

function checkDistinct(submissions: readonly Submission[]): void {
  const seen = new Map<string, string>();
  for (const submission of submissions) {
    const other = seen.get(submission.name);
    if (other !== undefined) {
      throw new CliError(
        `two submissions for ${showControlsInLine(submission.name)}: ${showControlsInLine(other)} and ${showControlsInLine(entryName(submission))}; keep one`,
      );
    }
    seen.set(submission.name, entryName(submission));
  }
}

/** The submission's entry in the download, as text (`ana.zip`). */
function entryName(submission: Submission): string {
  return path.basename(decodeName(Buffer.from(submission.path)));
}
