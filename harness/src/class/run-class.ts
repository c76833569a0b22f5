import path from "node:path";
import type { Summary } from "../result/suite-result.js";
import { holdCleanup } from "../run/process-group.js";
import { runInOrder } from "../run/run-pool.js";
import { removeStudentFoldersSync, removeTree, unmountStudentFolders } from "../sandbox/index.js";
import { selectCases } from "../suite/select-cases.js";
import { type ClassOptions, studentsAtOnce } from "./class-options.js";
import type { ClassHeader } from "./class-report.js";
import { hashContent } from "./content-hash.js";
import { createLimiter, type Limiter } from "./create-limiter.js";
import { describeClass } from "./describe-class.js";
import {
  findSubmissions,
  type SkippedEntry,
  type Submission,
  type SubmissionList,
} from "./find-submissions.js";
import { gradeStudent } from "./grade-student.js";
import { prepareOutFolder, releaseOutFolder } from "./out-folder.js";
import { requireJavac } from "./require-javac.js";
import {
  findCacheFile,
  makeResultKey,
  readCachedReport,
  writeCachedReport,
} from "./result-cache.js";
import type { ScoreRow } from "./score-row.js";
import { assignStudentFolders } from "./student-folder.js";
import { writeClassOutputs } from "./write-class-outputs.js";

/** One student done, as the live line and the log need it. */
export interface StudentDone {
  readonly student: string;
  readonly summary: Summary;
  /** Taken from an earlier run: nothing changed since. */
  readonly cached: boolean;
  /** Why, when no case ran (a Compilation Error): the first case's message. */
  readonly problem?: string;
}

export interface ClassEvents {
  /** Called once the students are known, before any is graded. */
  readonly onStart?: (total: number, skipped: readonly SkippedEntry[]) => void;
  /** Called for each student, in name order, as soon as they and those before are done. */
  readonly onStudent?: (done: StudentDone) => void;
  /** Called when the sandbox is weaker than asked for (for each student: say it once). */
  readonly onWarning?: (message: string) => void;
}

export interface ClassResult {
  readonly header: ClassHeader;
  readonly rows: readonly ScoreRow[];
  readonly graded: number;
  readonly cached: number;
  /** Absolute path of the output folder. */
  readonly out: string;
}

/**
 * Grades every student of a class (or of its shard) against one suite and writes the reports and
 * the scoreboards in `--out`. Each student's result is kept as soon as it is done, under a key of
 * their submission's content, the suite, the options and the harness version: a second run
 * regrades only what changed, and an interrupted one loses only the students being graded.
 */
export async function runClass(
  options: ClassOptions,
  events: ClassEvents = {},
): Promise<ClassResult> {
  const header = await describeClass(options);
  const found = await findSubmissions(options.submissions);
  if (options.command === undefined) requireJavac();
  const out = await prepareOutFolder(options);
  try {
    return await gradeInto(out, options, header, found, events);
  } finally {
    releaseOutFolder(out);
  }
}

/** The class (or its shard) graded into `out`, which this run holds. */
async function gradeInto(
  out: string,
  options: ClassOptions,
  header: ClassHeader,
  { submissions, skipped }: SubmissionList,
  events: ClassEvents,
): Promise<ClassResult> {
  const mine = selectCases(submissions, { shard: options.shard });
  // Named among the whole class, not the shard: a shard's folders are the merged class's.
  const folders = assignStudentFolders(submissions.map((submission) => submission.name));
  const folderOf = (submission: Submission) => folders.get(submission.name) ?? submission.name;
  const cacheFileOf = (submission: Submission) =>
    findCacheFile(path.join(out, ".cache"), submission.name);
  events.onStart?.(mine.length, skipped);
  const done = await gradeAll(mine, options, header, {
    workRoot: path.join(out, ".work"),
    folderOf,
    cacheFileOf,
    // Each student sees their own folder under .work, never another's, nor the class's download.
    hidden: [
      path.resolve(options.submissions),
      ...[".work", "students", ".cache", "class.json", "scoreboard.csv", "scoreboard.html"].map(
        (name) => path.join(out, name),
      ),
    ],
    events,
  });
  const rows = await writeClassOutputs(
    out,
    header,
    mine.map((submission, index) => ({
      name: submission.name,
      folder: folderOf(submission),
      fresh: done[index]?.cached === false,
      load: () => loadKept(cacheFileOf(submission)),
    })),
    (message) => events.onWarning?.(message),
  );
  const cached = done.filter((item) => item.cached).length;
  return { header, rows, graded: done.length - cached, cached, out };
}

interface Places {
  readonly workRoot: string;
  readonly folderOf: (submission: Submission) => string;
  readonly cacheFileOf: (submission: Submission) => string;
  readonly hidden: readonly string[];
  readonly events: ClassEvents;
}

async function gradeAll(
  submissions: readonly Submission[],
  options: ClassOptions,
  header: ClassHeader,
  places: Places,
): Promise<StudentDone[]> {
  const limit = createLimiter(options.jobs);
  const releaseCleanup = holdCleanup();
  const removeAtExit = () => removeStudentFoldersSync(places.workRoot);
  process.on("exit", removeAtExit);
  try {
    return await runInOrder(
      submissions,
      studentsAtOnce(options),
      (submission) => gradeOrReuse(submission, options, header, places, limit),
      (item) => places.events.onStudent?.(item),
    );
  } finally {
    releaseCleanup();
    // Still listening meanwhile: an interruption now would leave a folder mounted.
    await unmountStudentFolders(places.workRoot);
    await removeTree(places.workRoot);
    process.off("exit", removeAtExit);
  }
}

async function gradeOrReuse(
  submission: Submission,
  options: ClassOptions,
  header: ClassHeader,
  places: Places,
  limit: Limiter,
): Promise<StudentDone> {
  // A submission that cannot be read whole (a clone's path longer than the system takes) is
  // graded afresh each time, and its copy says what is wrong: the student's Compilation Error,
  // not the class's. Its result is kept (the scoreboard reads it) under a key no hash equals.
  // Read no further than the submission's limit: past it, the copy refuses it anyway.
  const hash = await hashContent(
    submission.path,
    submission.kind === "folder",
    options.submissionLimitBytes,
  ).catch(() => "");
  const key = makeResultKey(header.gradedWith, hash || "unreadable");
  const file = places.cacheFileOf(submission);
  const kept = options.force || hash === "" ? undefined : await readCachedReport(file, key);
  const report =
    kept ??
    (await gradeStudent(submission, {
      options,
      workDir: path.join(places.workRoot, places.folderOf(submission)),
      limit,
      hidden: places.hidden,
      onWarning: places.events.onWarning,
    }));
  if (kept === undefined) await writeCachedReport(file, key, report);
  const first = report.cases[0];
  return {
    student: submission.name,
    summary: report.summary,
    cached: kept !== undefined,
    ...(first?.verdict === "Compilation Error" ? { problem: first.message } : {}),
  };
}

async function loadKept(file: string) {
  const report = await readCachedReport(file);
  if (report === undefined) throw new Error(`the kept result ${file} cannot be read`);
  return report;
}
