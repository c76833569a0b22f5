import { fstatSync, statSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { CliError, type CliIo } from "@games/cli-kit";
import type { GradeReport } from "../report/grade-report.js";
import { renderGithubAnnotations } from "../report/render-github-annotations.js";
import { renderGithubSummary } from "../report/render-github-summary.js";
import { renderGradescopeResults } from "../report/render-gradescope.js";
import { renderJsonReport } from "../report/render-json.js";
import { renderJunitReport } from "../report/render-junit.js";
import { describeWriteError } from "../suite/make-folders.js";
import { writeGivenFile } from "../suite/write-inside.js";
import { showControls } from "../text/show-controls.js";
import type { Env } from "./create-terminal.js";
import { type ReporterKind, type ReporterTarget, takesStandardOutput } from "./parse-values.js";
import { writeClassroomResult } from "./write-classroom-result.js";

type Renderer = (report: GradeReport) => string | Promise<string>;

const RENDERERS: Record<Exclude<ReporterKind, "terminal" | "github" | "classroom">, Renderer> = {
  json: renderJsonReport,
  junit: renderJunitReport,
  gradescope: renderGradescopeResults,
  // Loaded only when asked for: diff2html and its stylesheet are most of the harness's code.
  html: async (report) =>
    (await import("../report/html/render-html-report.js")).renderHtmlReport(report),
};

/**
 * Writes the reports asked for besides the terminal's: to their files (folders made) or to output;
 * then one line naming the files written, beside the terminal report (else on standard error).
 */
export async function writeReports(
  targets: readonly ReporterTarget[],
  report: GradeReport,
  io: CliIo,
  env: Env,
): Promise<void> {
  const failed: string[] = [];
  const written: ReporterTarget[] = [];
  for (const target of targets) {
    try {
      await writeReport(target, report, io, env);
      written.push(target);
    } catch (error) {
      // Each report is written whatever another's fate; the grading above them stands.
      if (target.file === undefined) throw error;
      failed.push(
        `cannot write ${showControls(target.file)} (${target.kind}): ${describeError(error)}`,
      );
    }
  }
  const line = describeWritten(written);
  const stream = targets.some(takesStandardOutput) ? io.errorOutput : io.output;
  if (line !== undefined) stream.write(`${line}\n`);
  if (failed.length > 0) throw new CliError(failed.join("; "));
}

function describeError(error: unknown): string {
  return error instanceof CliError ? error.message : describeWriteError(error);
}

/** `reports: reports/goose.html (html), junit.xml (junit)`, or nothing when no file was asked for. */
export function describeWritten(targets: readonly ReporterTarget[]): string | undefined {
  const files = targets.flatMap((target) =>
    target.file === undefined ? [] : [`${showControls(target.file)} (${target.kind})`],
  );
  return files.length === 0 ? undefined : `reports: ${files.join(", ")}`;
}

async function writeReport(
  target: ReporterTarget,
  report: GradeReport,
  io: CliIo,
  env: Env,
): Promise<void> {
  if (target.kind === "terminal") return;
  if (target.kind === "github") return writeGithubReport(report, io, env);
  if (target.kind === "classroom") return writeClassroomResult(report, target.file, io, env);
  const text = await RENDERERS[target.kind](report);
  if (target.file === undefined) {
    io.output.write(text);
    return;
  }
  const stream = findStandardStream(target.file, io);
  if (stream !== undefined) stream.write(text);
  else await writeGivenFile(target.file, text);
}

/**
 * The standard stream a report's file is (`/dev/stdout`, or the file standard output is redirected
 * to), written through it: opened again, the file would be written over by what the stream wrote.
 */
function findStandardStream(file: string, io: CliIo): CliIo["output"] | undefined {
  try {
    const named = statSync(file);
    const isNamed = (fd: number) => {
      const own = fstatSync(fd);
      return own.dev === named.dev && own.ino === named.ino;
    };
    if (isNamed(1)) return io.output;
    return isNamed(2) ? io.errorOutput : undefined;
  } catch {
    return undefined; // not there yet, or the grader has no such descriptor
  }
}

/** Annotations on standard output, and the Markdown summary appended to `$GITHUB_STEP_SUMMARY`. */
async function writeGithubReport(report: GradeReport, io: CliIo, env: Env): Promise<void> {
  const cwd = process.cwd();
  io.output.write(renderGithubAnnotations(report, cwd));
  const file = env.GITHUB_STEP_SUMMARY;
  if (file === undefined || file === "") {
    io.errorOutput.write(
      "games-grade: GITHUB_STEP_SUMMARY is not set (not in GitHub Actions?): no job summary written\n",
    );
    return;
  }
  await appendFile(file, `${renderGithubSummary(report, cwd)}\n`);
}
