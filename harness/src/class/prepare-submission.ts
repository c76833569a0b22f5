import { mkdir, readdir, realpath, rm, stat } from "node:fs/promises";
import path from "node:path";
import { GraderError } from "../sandbox/index.js";
import { describeWriteError } from "../suite/make-folders.js";
import { SKIPPED_FOLDERS } from "./content-hash.js";
import { copyTree, findCopyOwner } from "./copy-tree.js";
import { decodeName } from "./file-names.js";
import { isJunkName, type Submission } from "./find-submissions.js";
import { isMachineError } from "./machine-error.js";
import { createBudget, type SubmissionBudget, type UnpackLimits } from "./submission-budget.js";
import { SubmissionProblem } from "./submission-problem.js";
import { unpackZip } from "./unpack-zip.js";

/**
 * Puts a copy of the student's files in the empty folder `dest` (the teacher's download is never
 * written to) and returns the folder where they start: a zip is unpacked, so is each zip at the top
 * of a folder (Moodle's `Name_123_assignsubmission_file_/project.zip`), and a folder that holds
 * nothing but one folder is entered (`Name_…/project/src/…` starts at `project`). The limits are
 * for the whole submission, every file and zip of it together. Throws a `SubmissionProblem` for an
 * empty submission, one over the limits, or a zip that is refused.
 */
export async function prepareSubmission(
  submission: Submission,
  dest: string,
  limits: UnpackLimits,
): Promise<string> {
  try {
    return await copyAndUnpack(submission, dest, limits);
  } catch (error) {
    if (error instanceof SubmissionProblem) throw error;
    // The disk `--out` is on, full or failing: the class's, not the student's to keep.
    if (isMachineError(error)) {
      throw new GraderError(`cannot copy a submission into ${dest}: ${describeWriteError(error)}`);
    }
    // An unreadable file, a name too long for this system: the submission's, not the class's.
    if ((error as NodeJS.ErrnoException).code === "ENAMETOOLONG") {
      // Node's message names the whole path, thousands of characters.
      throw new SubmissionProblem(
        "cannot read the submission: a path in it is longer than this system takes (ENAMETOOLONG)",
      );
    }
    throw new SubmissionProblem(`cannot read the submission: ${(error as Error).message}`);
  }
}

async function copyAndUnpack(
  submission: Submission,
  dest: string,
  limits: UnpackLimits,
): Promise<string> {
  const budget = createBudget(limits);
  // `unpackZip` makes `dest` itself, so that a zip it refuses leaves no folder behind.
  if (submission.kind === "zip") await unpackZip(submission.path, dest, budget);
  else {
    await mkdir(dest, { recursive: true });
    await copyFolder(submission.path, dest, budget);
  }
  let root = await enterSingleFolder(dest);
  if (await unpackInnerZips(root, budget)) root = await enterSingleFolder(root);
  if ((await listContent(root)).length === 0)
    throw new SubmissionProblem("the submission is empty: no files in it");
  return root;
}

/**
 * Copies files and folders, leaving out links and `SKIPPED_FOLDERS` (`.git`, `.hg`…, `__MACOSX`),
 * within the limits, nothing followed on the way (see `copyTree`: a student's own folder may
 * change while root copies it). A name that is not UTF-8 is copied as its Latin-1 text (see
 * `decodeName`): the copy's names are what the grader, the compilers and the reports read as text;
 * one that then meets another is refused.
 */
async function copyFolder(
  from: string | Buffer,
  to: string,
  budget: SubmissionBudget,
): Promise<void> {
  // The download's own link is followed (a folder of links to clones elsewhere), nothing below it.
  await copyTree(await realpath(from, { encoding: "buffer" }), to, {
    budget,
    owner: await findCopyOwner(from),
    target: (folder, raw) => path.join(folder.toString(), decodeName(raw)),
    leaveOut: (_source, raw, isFolder) => isFolder && SKIPPED_FOLDERS.has(decodeName(raw)),
  });
}

/** Unpacks each `.zip` at the top of `root` into a folder named after it; whether there were any. */
async function unpackInnerZips(root: string, budget: SubmissionBudget): Promise<boolean> {
  const zips = (await listContent(root)).filter(
    (entry) => entry.isFile() && /\.zip$/i.test(entry.name),
  );
  for (const zip of zips) {
    const file = path.join(root, zip.name);
    // The zip gives way to what it holds: its own bytes no longer count.
    budget.bytes -= (await stat(file)).size;
    await unpackZip(file, path.join(root, zip.name.slice(0, -4)), budget);
    await rm(file);
  }
  return zips.length > 0;
}

/** While `dir` holds one folder and nothing else (hidden files aside), goes into it. */
async function enterSingleFolder(dir: string): Promise<string> {
  const content = await listContent(dir);
  const only = content[0];
  if (content.length !== 1 || only === undefined || !only.isDirectory()) return dir;
  return enterSingleFolder(path.join(dir, only.name));
}

async function listContent(dir: string) {
  return (await readdir(dir, { withFileTypes: true })).filter((entry) => !isJunkName(entry.name));
}
