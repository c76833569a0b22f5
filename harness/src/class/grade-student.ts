import path from "node:path";
import { CliError } from "@games/cli-kit";
import { runSuite } from "../grade/index.js";
import { type GradeReport, toGradeReport } from "../report/grade-report.js";
import { GraderError, makeStudentFolder, removeStudentFolder } from "../sandbox/index.js";
import { listCaseContents } from "../suite/case-contents.js";
import { buildSubmission } from "./build-submission.js";
import { type ClassOptions, studentsAtOnce } from "./class-options.js";
import type { Limiter } from "./create-limiter.js";
import type { Submission } from "./find-submissions.js";
import { localizePaths } from "./localize-paths.js";
import { prepareSubmission } from "./prepare-submission.js";
import { refuseLinksOut } from "./refuse-links-out.js";
import { stopAfterTimeouts } from "./stop-after-timeouts.js";
import { SubmissionProblem } from "./submission-problem.js";

/** What grading one student needs besides the submission: the class's options and shared parts. */
export interface StudentContext {
  readonly options: ClassOptions;
  /** This student's private folder (removed afterwards). */
  readonly workDir: string;
  readonly limit: Limiter;
  /** Paths no student's program or build may see (the class's results). */
  readonly hidden: readonly string[];
  readonly onWarning?: (message: string) => void;
}

const MAX_ENTRIES = 10_000;

/**
 * Grades one student as grading them alone would: their files copied (unpacked) into a private
 * folder, built, then the suite run by `runSuite` with their program. A submission that cannot be
 * built gets a Compilation Error in every case, with the reason and the compiler's output. The
 * report names paths from the student's own folder, never the teacher's.
 */
export async function gradeStudent(
  submission: Submission,
  context: StudentContext,
): Promise<GradeReport> {
  const { options, workDir } = context;
  await removeStudentFolder(workDir);
  const unbounded = await makeStudentFolder(
    workDir,
    options.grading.sandbox,
    options.submissionLimitBytes,
  );
  if (unbounded !== undefined) {
    context.onWarning?.(
      `the students' folders are not bounded in size, a build may fill the disk (a tmpfs could not be mounted: ${unbounded})`,
    );
  }
  let dir = path.join(workDir, "files");
  const localize = (report: GradeReport) =>
    localizePaths(report, { dir, workDir, suite: path.resolve(options.suite) });
  try {
    const limits = { maxBytes: options.submissionLimitBytes, maxEntries: MAX_ENTRIES };
    dir = await prepareSubmission(submission, dir, limits);
    const program = await context.limit(() =>
      buildSubmission({
        dir,
        workDir,
        build: options.build,
        command: options.command,
        timeLimitMs: options.buildTimeLimitMs,
        sandbox: options.grading,
        hidden: [options.suite, ...context.hidden],
        secrets: listCaseContents(options.suite),
      }),
    );
    refuseLinksOut(dir, workDir);
    return localize(await runProgram(submission.name, program, context));
  } catch (error) {
    if (!(error instanceof SubmissionProblem)) throw error;
    return localize(await judgeEveryCase(submission.name, error, context));
  } finally {
    await removeStudentFolder(workDir);
  }
}

async function runProgram(
  student: string,
  program: { readonly command: string; readonly commandDir: string },
  context: StudentContext,
): Promise<GradeReport> {
  const { grading } = context.options;
  const stop = stopAfterTimeouts(context.options.maxTle, context.limit);
  try {
    const result = await runSuite({
      suite: context.options.suite,
      ...grading,
      ...program,
      hidden: [...(grading.hidden ?? []), ...context.hidden],
      jobs: context.options.jobs,
      keepOutputs: false,
      suiteCopies: studentsAtOnce(context.options),
      limit: stop.limit,
      onWarning: context.onWarning,
      prejudge: stop.prejudge,
    });
    return { ...toGradeReport(result), student };
  } catch (error) {
    // The suite was checked before any student: what is left is the student's program not found,
    // unless the grader itself cannot start runs here (kept as this student's result, it would
    // stay, and cost the student every case).
    if (!(error instanceof CliError) || error instanceof GraderError) throw error;
    throw new SubmissionProblem(`the program cannot run: ${error.message}`);
  }
}

/** Every case of the suite, judged without running anything (a Compilation Error). */
async function judgeEveryCase(
  student: string,
  problem: SubmissionProblem,
  context: StudentContext,
): Promise<GradeReport> {
  const result = await runSuite({
    suite: context.options.suite,
    ...context.options.grading,
    command: context.options.command ?? "java",
    suiteCopies: studentsAtOnce(context.options),
    buildFailure: { message: problem.message, output: problem.output },
  });
  return { ...toGradeReport(result), student };
}
