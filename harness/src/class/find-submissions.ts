import { isUtf8 } from "node:buffer";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { compareNames } from "../suite/find-cases.js";
import { showControlsInLine } from "../text/show-controls.js";
import { decodeName, joinRaw } from "./file-names.js";
import { isAmbiguousMoodleEntry, readMoodleEntry } from "./identify-students.js";

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
  /** Entries that are not a student's submission (a grade sheet, a note), and why. */
  readonly skipped: readonly SkippedEntry[];
}

export interface SkippedEntry {
  readonly name: string;
  readonly reason: string;
}

/** Entries that are never a student: hidden files and what macOS adds to archives. */
export function isJunkName(name: string): boolean {
  return name.startsWith(".") || name === "__MACOSX" || name === "Thumbs.db";
}

/**
 * Each entry of the folder `dir` is one student; two entries for one name are an error, but for
 * one Moodle student's (see `leaveOutMoodleExtras`).
 */
export async function findSubmissions(dir: string): Promise<SubmissionList> {
  const found: Submission[] = [];
  const skipped: SkippedEntry[] = [];
  for (const raw of await readSubmissionsFolder(dir)) {
    const entry = decodeName(raw);
    if (isJunkName(entry)) continue;
    const full = isUtf8(raw) ? path.join(dir, entry) : joinRaw(dir, raw);
    // Followed: a folder of links to clones elsewhere is a folder of submissions too.
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) found.push({ name: entry, path: full, kind: "folder" });
    else if (info?.isFile() && /\.zip$/i.test(entry))
      found.push({ name: entry.slice(0, -4), path: full, kind: "zip" });
    else skipped.push({ name: entry, reason: "not a folder or a .zip" });
  }
  // In name order, so which of a student's entries is graded does not depend on the file system.
  found.sort((left, right) => compareNames(entryName(left), entryName(right)));
  // Moodle's entries first: two of one student (`x.zip`, `x.ZIP`) are that student's, not the class's.
  const submissions = leaveOutMoodleExtras(leaveOutAmbiguous(found, skipped), skipped);
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

/** Entries whose Moodle reading is not one (see `isAmbiguousMoodleEntry`), skipped and said. */
function leaveOutAmbiguous(found: readonly Submission[], skipped: SkippedEntry[]): Submission[] {
  const ambiguous = found.filter((submission) => isAmbiguousMoodleEntry(submission.name));
  for (const submission of ambiguous) {
    skipped.push({
      name: entryName(submission),
      reason:
        'its name holds "_ID_assignsubmission_" twice, so it may be more than one Moodle student (a full name or a file name can hold it): rename it to the student\'s to grade it',
    });
  }
  return found.filter((submission) => !ambiguous.includes(submission));
}

/**
 * One submission a student: Moodle downloads each plugin's part of a submission apart
 * (`Ana_12_assignsubmission_file_`, `Ana_12_assignsubmission_onlinetext_`), and the student was
 * graded twice, one row of the scoreboard a Runtime Error a gradebook could keep. Without a folder
 * each file the student sent is an entry too (`Ana_12_assignsubmission_file_a.zip`, `…_b.zip`).
 * The files' first entry is graded (else the first), the others are skipped, said.
 */
function leaveOutMoodleExtras(found: readonly Submission[], skipped: SkippedEntry[]): Submission[] {
  const graded = new Map<string, Submission>();
  for (const submission of found) {
    // Any other entry is its own: two of one name are then the class's error (see `checkDistinct`).
    const key = readMoodleEntry(submission.name)?.student ?? `\0${submission.path}`;
    const other = graded.get(key);
    if (other === undefined || (isFilesEntry(submission) && !isFilesEntry(other)))
      graded.set(key, submission);
  }
  const kept = new Set(graded.values());
  for (const submission of found.filter((entry) => !kept.has(entry))) {
    const files = graded.get(readMoodleEntry(submission.name)?.student ?? "");
    skipped.push({
      name: entryName(submission),
      reason: `the same Moodle student as ${entryName(files ?? submission)}, which is graded`,
    });
  }
  return [...kept];
}

function isFilesEntry(submission: Submission): boolean {
  return readMoodleEntry(submission.name)?.plugin === "file";
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
