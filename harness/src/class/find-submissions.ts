import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { compareNames } from "../suite/find-cases.js";
import { showControlsInLine } from "../text/show-controls.js";

/** One student's submission: a folder (a clone, a Moodle folder) or a `.zip`. */
export interface Submission {
  /** The entry's name (a zip's without `.zip`), as the teacher's download named it. */
  readonly name: string;
  readonly path: string;
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
  const names = await readSubmissionsFolder(dir);
  const submissions: Submission[] = [];
  const skipped: string[] = [];
  for (const entry of names.filter((name) => !isJunkName(name))) {
    const full = path.join(dir, entry);
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

async function readSubmissionsFolder(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
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
        `two submissions for ${showControlsInLine(submission.name)}: ${showControlsInLine(other)} and ${showControlsInLine(path.basename(submission.path))}; keep one`,
      );
    }
    seen.set(submission.name, path.basename(submission.path));
  }
}
