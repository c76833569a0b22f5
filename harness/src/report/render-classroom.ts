import path from "node:path";
import type { CaseReport } from "../result/suite-result.js";
import type { Verdict } from "../result/verdict.js";
import { neutraliseOldCommands } from "../text/guard-workflow-commands.js";
import { cutLine, describeCaseReason } from "./describe-case-reason.js";
import type { GradeReport } from "./grade-report.js";

// GitHub Classroom's result, version 1, as classroom-resources/autograding-grading-reporter reads
// it: a grading step sets the output `result` to the base64 of this JSON; the reporter step gets
// it as `<STEP ID>_RESULTS`, prints one line per test and reports the sum of the tests' `score`
// out of `max_score` to Classroom; a `status` of "fail" or "error" fails its job.

export type ClassroomStatus = "pass" | "fail" | "error";

export interface ClassroomTest {
  readonly name: string;
  readonly status: ClassroomStatus;
  readonly score: number;
  /** The verdict and why (the first difference): one line. */
  readonly message: string;
  /** The case's file, from the current folder. */
  readonly filename: string;
  /** Always 0: the reporter prints `- line N` after the name for any other value (even none). */
  readonly line_no: 0;
  /** Milliseconds, as Classroom's own I/O grader reports them. */
  readonly duration: number;
}

export interface ClassroomResult {
  readonly version: 1;
  readonly status: ClassroomStatus;
  readonly max_score: number;
  readonly tests: readonly ClassroomTest[];
}

const MESSAGE_LIMIT = 300;

/** The Classroom result of a grading: one test per case, its points as its score. */
export function renderClassroomResult(report: GradeReport, cwd: string): ClassroomResult {
  const tests = report.cases.map((item) => toClassroomTest(item, cwd));
  return {
    version: 1,
    status: overallStatus(tests),
    max_score: report.summary.maxPoints,
    tests,
  };
}

function toClassroomTest(item: CaseReport, cwd: string): ClassroomTest {
  return {
    name: item.name,
    status: statusOf(item.verdict),
    score: item.verdict === "Accepted" ? item.points : 0,
    message: withReading(describeCase(item), item),
    filename: item.file === undefined ? "" : path.relative(cwd, item.file),
    line_no: 0,
    duration: item.durationMs,
  };
}

/**
 * A case that could not run because the build failed is an "error" (the reporter prints its
 * message, as for a grader whose setup failed); any other verdict than Accepted is a "fail".
 */
function statusOf(verdict: Verdict): ClassroomStatus {
  if (verdict === "Accepted") return "pass";
  return verdict === "Compilation Error" ? "error" : "fail";
}

function overallStatus(tests: readonly ClassroomTest[]): ClassroomStatus {
  if (tests.some((test) => test.status === "fail")) return "fail";
  return tests.some((test) => test.status === "error") ? "error" : "pass";
}

/**
 * `Wrong Answer: first difference at line 3, …`. The reporter prints the message of an "error"
 * test into its job's log: control characters are shown as escapes, the old `##[` command form is
 * broken, and the line starts with the verdict, so it cannot be read as a `::` workflow command.
 */
function describeCase(item: CaseReport): string {
  return cutLine(neutraliseOldCommands(describeCaseReason(item)), MESSAGE_LIMIT);
}

/**
 * The reporter receives the result in an environment variable, and Linux refuses to start a
 * program with one longer than 128 KiB (MAX_ARG_STRLEN); with more cases than fit, the messages
 * and file names are left out, keeping every test's name, status and score.
 */
export const CLASSROOM_RESULT_LIMIT = 120 * 1024;

/** `result=<base64>`: the step output line; `trimmed` when messages had to be left out to fit. */
export function encodeClassroomResult(result: ClassroomResult): {
  readonly encoded: string;
  readonly trimmed: boolean;
} {
  const encoded = toBase64(result);
  if (encoded.length <= CLASSROOM_RESULT_LIMIT) return { encoded, trimmed: false };
  const tests = result.tests.map((test) => ({ ...test, message: "", filename: "" }));
  return { encoded: toBase64({ ...result, tests }), trimmed: true };
}

// Base64 has no newline, so `result=<it>` is one line of $GITHUB_OUTPUT whatever the program
// printed; and nothing in it can act as a workflow command.
function toBase64(result: ClassroomResult): string {
  return Buffer.from(JSON.stringify(result), "utf8").toString("base64");
}

/** A case that depends on an open point of the text says which reading it was graded under. */
function withReading(message: string, item: CaseReport): string {
  return item.reading === undefined ? message : `${message} · reading ${item.reading}`;
}
