import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { keepEnd } from "../compare/kept-output.js";
import { HARNESS_DIR } from "../harness-package.js";
import { summarize } from "../report/summarize.js";
import type {
  BuildFailure,
  CaseResult,
  Isolation,
  ReadingChoice,
  SuiteResult,
} from "../result/suite-result.js";
import type { CompareMode } from "../result/verdict.js";
import { holdCleanup } from "../run/process-group.js";
import { runInOrder } from "../run/run-pool.js";
import { settleTimeLimits } from "../run/time-limits.js";
import {
  DEFAULT_SANDBOX_MODE,
  measuresCpuTime,
  type Program,
  type ProgramFolderKind,
  planSuiteSandbox,
  type SandboxMode,
  type SandboxOptions,
} from "../sandbox/index.js";
import { blessCases } from "../suite/bless-cases.js";
import { chooseGroups } from "../suite/case-groups.js";
import { checkCaseEntries } from "../suite/check-case-entries.js";
import { type CaseFiles, findCases } from "../suite/find-cases.js";
import { findReadings, type OpenPoint } from "../suite/find-readings.js";
import { findReference } from "../suite/find-reference.js";
import type { LoadedCase } from "../suite/load-case.js";
import { loadCases } from "../suite/load-cases.js";
import { type MovedFolder, moveCommandPaths } from "../suite/move-command-paths.js";
import { resolveProgram } from "../suite/resolve-program.js";
import { type Shard, selectCases } from "../suite/select-cases.js";
import { findCaseConfig, loadSuiteConfig, type SuiteConfig } from "../suite/suite-config.js";
import { chooseReadings, type GradeMany, planReadings, type ReadyCase } from "./choose-readings.js";
import { type CaseSettings, gradeCase } from "./grade-case.js";
import { type Prejudgement, toPrejudgedResult } from "./prejudged-case.js";

export interface RunSuiteOptions extends SandboxOptions {
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
  /** Globs (`spec-*`) or substrings of case names; `!pattern` excludes. Selecting none throws. */
  readonly filter?: string | readonly string[];
  /** The groups of cases to grade (`["all"]`: every case); default: see `chooseGroups`. */
  readonly groups?: readonly string[];
  readonly shard?: Shard;
  /** CPU time per case (wall-clock time where CPU time is not measured). */
  readonly timeLimitMs?: number;
  /** Wall-clock time per case, the backstop for a program that sleeps or waits. */
  readonly wallLimitMs?: number;
  readonly outputLimitBytes?: number;
  /** Cases run at once; default the number of cores. */
  readonly jobs?: number;
  readonly strictStderr?: boolean;
  /** Write the actual output as expected output for the selected cases that were not accepted. */
  readonly update?: boolean;
  /**
   * Whether each result keeps `expected` and `actual` whole (default `true`); with `false`, only
   * their last 8 KiB (`OUTPUT_KEPT_CHARACTERS`), unless `update` needs them whole. The grader and a
   * class keep them short: whole, a suite's results held every output until the end (a megabyte
   * a case held 2 MB).
   */
  readonly keepOutputs?: boolean;
  /**
   * How many gradings hold this suite's cases in memory at once (a class grades several students,
   * each reading the suite): a suite may take half the heap, shared among them. Default 1.
   */
  readonly suiteCopies?: number;
  /**
   * Where the relative paths in `command` are from, and in a sandbox the program's folder when
   * neither `cwd` nor `suite.json` names one (default: `cwd`, else the current folder). A class
   * sets it to each student's folder, as if their program were graded from there; unlike the
   * current folder, it is shown to the program even when the command names a file
   * (`python3 main.py`, whose package may be a folder above, holding the class's hidden `--out`).
   */
  readonly commandDir?: string;
  /**
   * The program's folder was copied, and its program runs from the copy (`--build`'s): paths into
   * the folder in `command` or `suite.json`'s are read in the copy.
   */
  readonly movedFolder?: MovedFolder;
  /**
   * Asked as each case is about to run: a verdict to record instead (a build that failed, a
   * submission stopped early), or `undefined` to run it. With it, the program is only looked for
   * (and its sandbox planned) when a case first runs.
   */
  readonly prejudge?: (name: string) => Prejudgement | undefined;
  /** The program could not be built: every case is a Compilation Error with this (no prejudge). */
  readonly buildFailure?: BuildFailure;
  /** Wraps each case's run: a limit on programs at once shared by several suites. */
  readonly limit?: <T>(run: () => Promise<T>) => Promise<T>;
  /** Called before any runs when the sandbox is weaker than asked for, with one line saying how. */
  readonly onWarning?: (message: string) => void;
  /** Called once the cases are selected, before any runs, with how many there are and their names. */
  readonly onStart?: (total: number, names: readonly string[]) => void;
  /** Called with each result in case order, as soon as it and all before it are done. */
  readonly onCase?: (result: CaseResult) => void;
}

const DEFAULT_TIME_LIMIT_MS = 5000;
const DEFAULT_OUTPUT_LIMIT_BYTES = 1024 * 1024;

/** Grades a program against a suite of cases. Usage and suite errors throw a `CliError`. */
export async function runSuite(options: RunSuiteOptions): Promise<SuiteResult> {
  const started = performance.now();
  const suite = path.resolve(options.suite);
  await requireFolder(suite);
  const config = await loadSuiteConfig(suite);
  const update = options.update ?? false;
  const ownProgram = options.command === undefined && config.command === undefined;
  const found = await findCases(suite, { update });
  checkCaseEntries(
    config,
    found.map(({ name }) => name),
    suite,
  );
  // Blessing writes the suite's own files only, so no other reading is tried then.
  const points = update
    ? []
    : await findReadings(suite, config, new Set(found.map(({ name }) => name)));
  const chosen = chooseGroups(found, config, {
    groups: options.groups,
    ownProgram,
  });
  const cases = selectCases(chosen.cases, options);
  options.onStart?.(
    cases.length,
    cases.map((files) => files.name),
  );
  // An empty suite needs no program: grading the fixtures of a game not yet built is not an error.
  const grading = withBuildFailure(options);
  const graded =
    cases.length === 0 ? undefined : await gradeAll(cases, points, grading, config, suite);
  const results = graded?.results ?? [];
  const blessed = update ? await blessCases(suite, cases, results) : undefined;
  return {
    suite,
    program: graded?.program ?? "",
    ...(graded?.isolation === undefined ? {} : { isolation: graded.isolation }),
    ...(chosen.groups === undefined ? {} : { groups: chosen.groups }),
    ...(graded === undefined || graded.readings.length === 0 ? {} : { readings: graded.readings }),
    ...(options.buildFailure === undefined ? {} : { build: options.buildFailure }),
    cases: results,
    summary: summarize(results, performance.now() - started),
    updatedFiles: blessed?.updated ?? [],
    ...(blessed === undefined || blessed.notUpdated.length === 0
      ? {}
      : { notUpdatedFiles: blessed.notUpdated }),
  };
}

/** A failed build decides every case: a Compilation Error, with why and what the build printed. */
function withBuildFailure(options: RunSuiteOptions): RunSuiteOptions {
  const failure = options.buildFailure;
  if (failure === undefined) return options;
  const judgement: Prejudgement = {
    verdict: "Compilation Error",
    message: failure.message,
    stderr: failure.output,
  };
  return { ...options, prejudge: () => judgement };
}

async function gradeAll(
  cases: readonly CaseFiles[],
  points: readonly OpenPoint[],
  options: RunSuiteOptions,
  config: SuiteConfig,
  suite: string,
): Promise<{
  program: string;
  isolation?: Isolation;
  results: CaseResult[];
  readings: readonly ReadingChoice[];
}> {
  // All of it, every reading's variants included, before any program runs.
  const ready: ReadyCase[] = loadCases(cases, options.suiteCopies);
  const plans = planReadings(points, ready);
  const mode = options.sandbox ?? DEFAULT_SANDBOX_MODE;
  const cwd = await resolveWorkingFolder(options, config, suite, mode);
  const prepare = () => prepareProgram(options, config, suite, cwd);
  let prepared = options.prejudge === undefined ? prepare() : undefined;
  const keep = options.keepOutputs !== false || options.update === true;
  const grade = (files: CaseFiles, loadedCase: LoadedCase): Promise<CaseResult> => {
    const settled = settleCase(files.name, options, config, { cwd, suite });
    const prejudged = options.prejudge?.(files.name);
    if (prejudged !== undefined)
      return Promise.resolve(toPrejudgedResult(files, settled, prejudged));
    prepared ??= prepare();
    const graded = gradeCase(files, loadedCase, { ...settled, ...prepared.settings });
    return keep ? graded : graded.then(keepOutputEnds);
  };
  const limit = options.limit ?? ((run) => run());
  const jobs = options.jobs ?? availableParallelism();
  const gradeMany: GradeMany = (items) =>
    runInOrder(
      items,
      jobs,
      ({ files, loaded }) => limit(() => grade(files, loaded)),
      () => {},
    );
  const releaseCleanup = holdCleanup();
  try {
    // The open points first, so that each case is reported once, under the reading it counts in.
    const decided = await chooseReadings(plans, gradeMany);
    const results = await runInOrder(
      ready,
      jobs,
      ({ files, loaded }) => {
        const settled = decided.results.get(files.name);
        return settled === undefined ? limit(() => grade(files, loaded)) : Promise.resolve(settled);
      },
      (result) => options.onCase?.(result),
    );
    const program = prepared?.settings.program.display ?? options.command ?? "";
    return { program, isolation: prepared?.isolation, results, readings: decided.choices };
  } finally {
    releaseCleanup();
  }
}

/**
 * The result with the ends of its outputs, and copied: V8 keeps a piece cut from a string (a
 * first difference's, a command's, `keepEnd`'s) as a view of the whole, so every kept piece held
 * its case's whole output until the suite ended.
 */
function keepOutputEnds(result: CaseResult): CaseResult {
  return structuredClone({
    ...result,
    expected: keepEnd(result.expected),
    actual: keepEnd(result.actual),
  });
}

/** The program to grade and its sandbox, the same for every case. */
function prepareProgram(options: RunSuiteOptions, config: SuiteConfig, suite: string, cwd: string) {
  const mode = options.sandbox ?? DEFAULT_SANDBOX_MODE;
  const program = requireProgram(options, config, suite, mode === "none" ? cwd : undefined);
  const { plan, warning } = planSuiteSandbox({
    options,
    program,
    programFolder: cwd,
    folderKind: findFolderKind(options, config),
    reference: findReference(options.game ?? config.game, suite, gameSearchPath(suite)),
    suite,
    files: config.files ?? [],
  });
  if (warning !== undefined) options.onWarning?.(warning);
  const memoryLimitBytes = plan.cgroup === undefined ? undefined : plan.limits.memoryBytes;
  return {
    settings: { program, sandbox: plan, memoryLimitBytes },
    isolation: {
      mode: plan.mode,
      timeLimit: measuresCpuTime(plan) ? "cpu" : "wall",
      warning,
    } satisfies Isolation,
  };
}

function requireProgram(
  options: RunSuiteOptions,
  config: SuiteConfig,
  suite: string,
  workingDir: string | undefined,
): Program {
  const moved = (command: string | undefined) =>
    command === undefined || options.movedFolder === undefined
      ? command
      : moveCommandPaths(command, options.movedFolder);
  const program = resolveProgram({
    command: moved(options.command),
    invokedFrom: findCommandDir(options),
    suiteCommand: moved(config.command),
    suiteDir: suite,
    game: options.game ?? config.game,
    gameSearchPath: gameSearchPath(suite),
    workingDir,
    programDir: options.cwd === undefined ? undefined : path.resolve(options.cwd),
    env: process.env,
  });
  if (program !== undefined) return program;
  throw new CliError(
    `no program to grade ${suite}: give one with --cmd, or set "game" or "command" in its suite.json`,
  );
}

/**
 * How the program's folder came: named (`--cwd`, `suite.json`'s `cwd`), a class's student folder
 * (`commandDir`: shown even to a command naming a file of its own, `python3 main.py`, and holding
 * the whole program), or else the current folder, implied.
 */
function findFolderKind(options: RunSuiteOptions, config: SuiteConfig): ProgramFolderKind {
  if (options.cwd !== undefined || config.cwd !== undefined) return "given";
  return options.commandDir === undefined ? "implied" : "whole-program";
}

/**
 * Where the paths in `--cmd` are from: the student's folder in a class, else the program's folder
 * when `--cwd` names one (`--cwd sub --cmd "python3 main.py"` runs `sub/main.py`, as `class` does),
 * else where the grader was started.
 */
function findCommandDir(options: RunSuiteOptions): string {
  if (options.commandDir !== undefined) return options.commandDir;
  return options.cwd === undefined ? process.cwd() : path.resolve(options.cwd);
}

/** Where a suite's game is looked for: beside the suite, here, then beside the harness. */
function gameSearchPath(suite: string): string[] {
  return [suite, process.cwd(), HARNESS_DIR];
}

function settleCase(
  name: string,
  options: RunSuiteOptions,
  config: SuiteConfig,
  { cwd, suite }: { readonly cwd: string; readonly suite: string },
): Omit<CaseSettings, "program" | "sandbox" | "memoryLimitBytes"> {
  const own = findCaseConfig(config, name);
  return {
    cwd,
    group: own.group,
    description: own.description,
    visibility: own.visibility ?? config.visibility,
    compare: options.compare ?? own.compare ?? config.compare ?? "exact",
    points: own.points ?? config.points ?? 1,
    exitCode: own.exitCode ?? config.exitCode ?? 0,
    ...settleTimeLimits(
      options.timeLimitMs ?? secondsToMs(config.timeLimit) ?? DEFAULT_TIME_LIMIT_MS,
      options.wallLimitMs ?? secondsToMs(config.wallLimit),
    ),
    outputLimitBytes: options.outputLimitBytes ?? config.outputLimit ?? DEFAULT_OUTPUT_LIMIT_BYTES,
    strictStderr: options.strictStderr ?? false,
    commands: { game: options.game ?? config.game, folder: suite },
  };
}

/** A suite is a folder of cases: anything else is a one-line error before any file in it is read. */
async function requireFolder(suite: string): Promise<void> {
  const info = await stat(suite).catch(() => undefined);
  if (info === undefined) throw new CliError(`cannot read the suite ${suite}: no such folder`);
  if (!info.isDirectory()) {
    throw new CliError(
      `the suite ${suite} is a file, not a folder: give the folder that holds the cases`,
    );
  }
}

/** Whole milliseconds, as the command line's limits are (`0.0015` is 2 ms, not 1.5). */
function secondsToMs(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.round(seconds * 1000);
}

/**
 * The program's folder: `--cwd`, else `suite.json`'s `cwd`, else the current folder (in a sandbox,
 * where the program runs in a private folder) or the suite folder (without one, as before).
 */
async function resolveWorkingFolder(
  options: RunSuiteOptions,
  config: SuiteConfig,
  suite: string,
  mode: SandboxMode,
) {
  const cwd =
    options.cwd !== undefined
      ? path.resolve(options.cwd)
      : config.cwd !== undefined
        ? path.resolve(suite, config.cwd)
        : mode === "none"
          ? suite
          : (options.commandDir ?? process.cwd());
  const isFolder = await stat(cwd).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new CliError(`the working folder ${cwd} does not exist`);
  return cwd;
}
