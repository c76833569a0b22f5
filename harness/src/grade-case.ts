import { judgeRun } from "./compare/judge-run.js";
import { resolveExpected } from "./compare/resolve-expected.js";
import type { CompareMode } from "./compare/verdict.js";
import type { CaseResult } from "./result.js";
import type { OutputChannel } from "./run/output-channel.js";
import { type Program, runProgram } from "./run/run-program.js";
import type { CaseFiles } from "./suite/find-cases.js";
import { loadCase } from "./suite/load-case.js";
import { readInputExcerpt } from "./suite/read-input-excerpt.js";

/** Everything about how to grade one case, settled from the options, `suite.json` and defaults. */
export interface CaseSettings {
  readonly program: Program;
  readonly cwd: string;
  readonly compare: CompareMode;
  readonly points: number;
  readonly exitCode: number;
  readonly timeLimitMs: number;
  readonly outputLimitBytes: number;
  readonly strictStderr: boolean;
}

/** Reads one case, runs the program on it and judges the run. */
export async function gradeCase(
  files: CaseFiles,
  settings: CaseSettings,
  channel: OutputChannel,
): Promise<CaseResult> {
  const loaded = loadCase(files);
  const run = await runProgram(
    {
      program: settings.program,
      args: loaded.args,
      cwd: settings.cwd,
      input: loaded.input,
      mergeErrors: loaded.kind === "protocol",
      timeLimitMs: settings.timeLimitMs,
      outputLimitBytes: settings.outputLimitBytes,
    },
    channel,
  );
  const expected =
    loaded.kind === "io" ? loaded.expected : resolveExpected(loaded.expected, run.output);
  const judgement = judgeRun(run, { ...settings, expected });
  return {
    name: files.name,
    kind: files.kind,
    ...judgement,
    points: judgement.verdict === "Accepted" ? settings.points : 0,
    maxPoints: settings.points,
    durationMs: run.durationMs,
    exitCode: run.exitCode,
    signal: run.signal,
    stderr: run.errorOutput,
    file: files.expected ?? files.input ?? files.args,
    args: loaded.args,
    ...(judgement.verdict === "Accepted" ? {} : { input: readInputExcerpt(loaded) }),
    expected,
    actual: run.output,
  };
}
