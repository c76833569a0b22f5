import { type CommandSource, findCommand } from "../compare/find-command.js";
import { judgeRun } from "../compare/judge-run.js";
import { resolveExpected } from "../compare/resolve-expected.js";
import type { CaseResult } from "../result/suite-result.js";
import type { CompareMode } from "../result/verdict.js";
import { runProgram } from "../run/run-program.js";
import type { Program, SandboxPlan } from "../sandbox/index.js";
import type { CaseFiles } from "../suite/find-cases.js";
import type { LoadedCase } from "../suite/load-case.js";
import { readInputExcerpt } from "../suite/read-input-excerpt.js";
import { type CaseLabels, describeCase } from "./case-identity.js";

/** Everything about how to grade one case, settled from the options, `suite.json` and defaults. */
export interface CaseSettings extends CaseLabels {
  readonly program: Program;
  readonly sandbox: SandboxPlan;
  readonly cwd: string;
  readonly compare: CompareMode;
  readonly points: number;
  readonly exitCode: number;
  readonly timeLimitMs: number;
  readonly wallLimitMs: number;
  readonly outputLimitBytes: number;
  /** The memory limit, when a cgroup enforces it. */
  readonly memoryLimitBytes?: number;
  readonly strictStderr: boolean;
  /** What names the command whose answer went wrong. */
  readonly commands: CommandSource;
}

/** Runs the program on one case, read beforehand, and judges the run. */
export async function gradeCase(
  files: CaseFiles,
  loaded: LoadedCase,
  settings: CaseSettings,
): Promise<CaseResult> {
  const run = await runProgram({
    program: settings.program,
    sandbox: settings.sandbox,
    args: loaded.args,
    cwd: settings.cwd,
    input: loaded.input,
    mergeErrors: loaded.kind === "protocol",
    timeLimitMs: settings.timeLimitMs,
    wallLimitMs: settings.wallLimitMs,
    outputLimitBytes: settings.outputLimitBytes,
  });
  const expected =
    loaded.kind === "io" ? loaded.expected : resolveExpected(loaded.expected, run.output);
  const output = { expected, actual: run.output, started: run.startError === null };
  const judgement = findCommand(
    judgeRun(run, { ...settings, expected }),
    loaded,
    output,
    settings.commands,
  );
  return {
    ...describeCase(files, settings),
    ...judgement,
    points: judgement.verdict === "Accepted" ? settings.points : 0,
    maxPoints: settings.points,
    durationMs: run.durationMs,
    memoryBytes: run.memoryBytes,
    cpuMs: run.cpuMs,
    exitCode: run.exitCode,
    signal: run.signal,
    stderr: run.errorOutput,
    ...(run.errorCut === true ? { stderrCut: true } : {}),
    file: files.expected ?? files.input ?? files.args,
    args: loaded.args,
    ...(judgement.verdict === "Accepted" ? {} : { input: readInputExcerpt(loaded) }),
    expected,
    actual: run.output,
  };
}
