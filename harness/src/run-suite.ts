import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import type { CompareMode } from "./compare/verdict.js";
import { type CaseSettings, gradeCase } from "./grade-case.js";
import { summarize } from "./report/summarize.js";
import type { CaseResult, SuiteResult } from "./result.js";
import { createOutputChannel } from "./run/output-channel.js";
import { holdCleanup } from "./run/process-group.js";
import { runInOrder } from "./run/run-pool.js";
import type { Program } from "./run/run-program.js";
import { blessCases } from "./suite/bless-cases.js";
import { type CaseFiles, findCases } from "./suite/find-cases.js";
import { HARNESS_DIR } from "./suite/resolve-game.js";
import { resolveProgram } from "./suite/resolve-program.js";
import { type Shard, selectCases } from "./suite/select-cases.js";
import { findCaseConfig, loadSuiteConfig, type SuiteConfig } from "./suite/suite-config.js";

export interface RunSuiteOptions {
  /** The folder of cases. */
  readonly suite: string;
  /** The program, split like a shell would; overrides `suite.json` and the game's bin. */
  readonly command?: string;
  /** The game whose bin to run (`goose` or `@games/goose`); overrides `suite.json`'s `game`. */
  readonly game?: string;
  /** The program's working folder; default `suite.json`'s `cwd`, else the suite folder. */
  readonly cwd?: string;
  /** Overrides `suite.json`, including its per-case settings. */
  readonly compare?: CompareMode;
  /** A glob (`spec-*`) or a substring of case names. */
  readonly filter?: string;
  readonly shard?: Shard;
  readonly timeLimitMs?: number;
  readonly outputLimitBytes?: number;
  /** Cases run at once; default the number of cores. */
  readonly jobs?: number;
  readonly strictStderr?: boolean;
  /** Write the actual output as expected output for the selected cases that were not accepted. */
  readonly update?: boolean;
  /** Called once the cases are selected, before any runs, with how many there are. */
  readonly onStart?: (total: number) => void;
  /** Called with each result in case order, as soon as it and all before it are done. */
  readonly onCase?: (result: CaseResult) => void;
}

const DEFAULT_TIME_LIMIT_MS = 5000;
const DEFAULT_OUTPUT_LIMIT_BYTES = 1024 * 1024;

/** Grades a program against a suite of cases. Usage and suite errors throw a `CliError`. */
export async function runSuite(options: RunSuiteOptions): Promise<SuiteResult> {
  const started = performance.now();
  const suite = path.resolve(options.suite);
  const config = await loadSuiteConfig(suite);
  const update = options.update ?? false;
  const cases = selectCases(await findCases(suite, { update }), options);
  options.onStart?.(cases.length);
  // An empty suite needs no program: grading the fixtures of a game not yet built is not an error.
  const graded = cases.length === 0 ? undefined : await gradeAll(cases, options, config, suite);
  const results = graded?.results ?? [];
  return {
    suite,
    program: graded?.program.display ?? "",
    cases: results,
    summary: summarize(results, performance.now() - started),
    updatedFiles: update ? await blessCases(suite, cases, results) : [],
  };
}

async function gradeAll(
  cases: readonly CaseFiles[],
  options: RunSuiteOptions,
  config: SuiteConfig,
  suite: string,
): Promise<{ program: Program; results: CaseResult[] }> {
  const cwd = await resolveWorkingFolder(options, config, suite);
  const program = requireProgram(options, config, suite, cwd);
  const channel = createOutputChannel();
  const releaseCleanup = holdCleanup();
  try {
    const results = await runInOrder(
      cases,
      options.jobs ?? availableParallelism(),
      (files) => gradeCase(files, settleCase(files.name, options, config, program, cwd), channel),
      (result) => options.onCase?.(result),
    );
    return { program, results };
  } finally {
    releaseCleanup();
    await channel.close();
  }
}

function requireProgram(
  options: RunSuiteOptions,
  config: SuiteConfig,
  suite: string,
  workingDir: string,
): Program {
  const program = resolveProgram({
    command: options.command,
    invokedFrom: process.cwd(),
    suiteCommand: config.command,
    suiteDir: suite,
    game: options.game ?? config.game,
    gameSearchPath: [suite, process.cwd(), HARNESS_DIR],
    workingDir,
    env: process.env,
  });
  if (program !== undefined) return program;
  throw new CliError(
    `no program to grade ${suite}: give one with --cmd, or set "game" or "command" in its suite.json`,
  );
}

function settleCase(
  name: string,
  options: RunSuiteOptions,
  config: SuiteConfig,
  program: Program,
  cwd: string,
): CaseSettings {
  const own = findCaseConfig(config, name);
  return {
    program,
    cwd,
    compare: options.compare ?? own.compare ?? config.compare ?? "exact",
    points: own.points ?? config.points ?? 1,
    exitCode: own.exitCode ?? config.exitCode ?? 0,
    timeLimitMs: options.timeLimitMs ?? secondsToMs(config.timeLimit) ?? DEFAULT_TIME_LIMIT_MS,
    outputLimitBytes: options.outputLimitBytes ?? config.outputLimit ?? DEFAULT_OUTPUT_LIMIT_BYTES,
    strictStderr: options.strictStderr ?? false,
  };
}

function secondsToMs(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : seconds * 1000;
}

async function resolveWorkingFolder(options: RunSuiteOptions, config: SuiteConfig, suite: string) {
  const cwd =
    options.cwd !== undefined
      ? path.resolve(options.cwd)
      : config.cwd !== undefined
        ? path.resolve(suite, config.cwd)
        : suite;
  const isFolder = await stat(cwd).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new CliError(`the working folder ${cwd} does not exist`);
  return cwd;
}
