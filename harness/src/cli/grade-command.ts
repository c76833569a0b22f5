import { readdirSync } from "node:fs";
import path from "node:path";
import type { CliIo } from "@games/cli-kit";
import { runSuite } from "../grade/index.js";
import { HARNESS_DIR } from "../harness-package.js";
import { toGradeReport } from "../report/grade-report.js";
import { createPaint } from "../report/paint.js";
import type { SuiteResult } from "../result/suite-result.js";
import { cannotBeProtocol } from "../suite/bless-cases.js";
import { listCaseContents } from "../suite/case-contents.js";
import { compareNames } from "../suite/find-cases.js";
import { resolveGame } from "../suite/resolve-game.js";
import { findShippedFixtures } from "../suite/shipped-fixtures.js";
import { createOldCommandGuard } from "../text/guard-workflow-commands.js";
import { showControlsInLine } from "../text/show-controls.js";
import { buildFirst } from "./build-first.js";
import { shouldShowProgress } from "./create-live-line.js";
import { createProgress, type Progress } from "./create-progress.js";
import { createTerminal, type Env, isTerminalShown } from "./create-terminal.js";
import { shouldUseColor } from "./detect-color.js";
import type { GradeOptions } from "./grade-options.js";
import { findGradescopeMetadata } from "./gradescope-metadata.js";
import type { OutputOptions } from "./parse-args.js";
import { writeReports } from "./write-reports.js";

/** Grades a suite and reports it; 0 when every case is accepted, 1 when not. */
export async function runGradeCommand(
  options: GradeOptions,
  output: OutputOptions,
  io: CliIo,
  env: Env,
): Promise<number> {
  const { build, ...grading } = options;
  const progress = createGradeProgress(output, io, env);
  const terminal = createTerminal(output, io, env, progress.write);
  const suite = grading.suite ?? findGameFixtures(grading.game ?? "");
  // A program must not read old reports (their diffs hold expected output) nor the new ones.
  const hidden = [
    ...output.reporters.flatMap((target) => (target.file === undefined ? [] : [target.file])),
    ...findGradescopeMetadata(output.reporters),
  ];
  const guard = createOldCommandGuard(env);
  // A warning may name a file of the program's folder (a student's repository): its line breaks
  // are shown, not written, so no line of a CI log starts with the file's words.
  const onWarning = (message: string) =>
    io.errorOutput.write(guard(`games-grade: ${showControlsInLine(message)}\n`));
  const dir = grading.cwd ?? process.cwd();
  const built = await buildFirst(build, {
    onWarning,
    dir,
    suite,
    sandbox: grading,
    hidden: [suite, ...hidden],
    secrets: listCaseContents(suite),
  });
  const result = await runSuite({
    ...grading,
    ...built.options,
    suite,
    hidden,
    keepOutputs: false,
    onWarning,
    onStart: (total, names) => {
      terminal?.start(names, built.options.buildFailure);
      progress.start(total);
    },
    onCase: (item) => {
      terminal?.onCase(item);
      progress.add(item);
    },
  }).finally(async () => {
    progress.stop();
    await built.cleanup();
  });
  const shard = options.shard && `${options.shard.index}/${options.shard.count}`;
  const report = toGradeReport(result, shard);
  if (result.cases.length === 0) terminal?.write(`0 cases: ${describeEmpty(result, options)}\n`);
  else terminal?.finish(report);
  if (options.update) terminal?.write(describeUpdate(result));
  await writeReports(output.reporters, report, io, env);
  return exitStatus(result, options.update ?? false);
}

/** The live progress line, on the terminal report's stream (else standard error) when a terminal. */
function createGradeProgress(output: OutputOptions, io: CliIo, env: Env): Progress {
  const stream = isTerminalShown(output) ? io.output : io.errorOutput;
  const paint = createPaint(shouldUseColor(stream, env));
  return createProgress(stream, { enabled: shouldShowProgress(stream, env), paint });
}

/**
 * `--game goose` without a suite: the `fixtures/` folder shipped in the game's package, else, when the
 * game is not installed, the copy shipped with the harness (the program then has to come from --cmd).
 * A game the harness ships is looked for beside the harness only, never from the folder graded in:
 * a student's clone may hold a `node_modules/@games/goose` of its own making, one trivial case.
 */
export function findGameFixtures(game: string): string {
  const shipped = findShippedFixtures(game);
  const searchPath = shipped === undefined ? [process.cwd(), HARNESS_DIR] : [HARNESS_DIR];
  try {
    return path.join(resolveGame(game, searchPath).dir, "fixtures");
  } catch (error) {
    if (shipped === undefined) throw error;
    return shipped;
  }
}

function describeEmpty(result: SuiteResult, options: GradeOptions): string {
  // A filter that selects nothing is an error before this; a shard may still be empty.
  const shard =
    options.shard === undefined ? "" : ` in shard ${options.shard.index}/${options.shard.count}`;
  return `no cases found in ${result.suite}${shard}${describeCasesBelow(result.suite)}`;
}

/** Where a suite's subfolders hold case files: a suite given one folder too high. */
function describeCasesBelow(suite: string): string {
  const below = readdirSync(suite, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(compareNames)
    .filter((name) => listCaseContents(path.join(suite, name)).length > 0);
  if (below.length === 0) return "";
  const names = below.slice(0, 3).map((name) => `${name}/`);
  const more = below.length > 3 ? ` and ${below.length - 3} more` : "";
  return ` (cases are read from the suite folder itself, not from its subfolders: ${names.join(", ")}${more} ${below.length === 1 ? "holds" : "hold"} some)`;
}

function describeUpdate(result: SuiteResult): string {
  const stuck = result.cases.filter((item) => !isOutputJudged(item.verdict)).length;
  const files = result.updatedFiles
    .map((file) => `  ${path.relative(result.suite, file)}\n`)
    .join("");
  const count = result.updatedFiles.length;
  const left = stuck === 0 ? "" : `${stuck} not updated: the program did not run to the end\n`;
  const open = result.cases.filter(isLeftOpen).length;
  const unended =
    open === 0
      ? ""
      : `${open} not updated: a .protocol cannot say that the output ends without a newline\n`;
  return `updated ${count} ${count === 1 ? "file" : "files"}\n${files}${left}${unended}${describeUnwritten(result)}`;
}

/** The files `--update` would not write (a link), each with why. */
function describeUnwritten(result: SuiteResult): string {
  const unwritten = result.notUpdatedFiles ?? [];
  if (unwritten.length === 0) return "";
  const files = unwritten
    .map(({ file, reason }) => `  ${path.relative(result.suite, file)}: ${reason}\n`)
    .join("");
  return `${unwritten.length} not updated: --update will not write ${unwritten.length === 1 ? "its file" : "their files"}\n${files}`;
}

/**
 * After `--update`, only cases whose program did not run to the end, or whose output could not be
 * written, are still failures.
 */
function exitStatus(result: SuiteResult, update: boolean): number {
  const failing = result.cases.filter((item) =>
    update ? !isOutputJudged(item.verdict) || isLeftOpen(item) : item.verdict !== "Accepted",
  );
  const unwritten = update ? (result.notUpdatedFiles?.length ?? 0) : 0;
  return failing.length === 0 && unwritten === 0 ? 0 : 1;
}

/** A case `--update` could not bless though its program ran to the end (see `cannotBeProtocol`). */
function isLeftOpen(item: SuiteResult["cases"][number]): boolean {
  return isOutputJudged(item.verdict) && item.verdict !== "Accepted" && cannotBeProtocol(item);
}

function isOutputJudged(verdict: string): boolean {
  return verdict === "Accepted" || verdict === "Presentation Error" || verdict === "Wrong Answer";
}
