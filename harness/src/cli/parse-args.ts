import { CliError } from "@games/cli-kit";
import type { RunSuiteOptions } from "../run-suite.js";
import { type ClassCommand, parseClassArgs } from "./parse-class-args.js";
import {
  parseCompareMode,
  parseCount,
  parseDuration,
  parseGroups,
  parseJobs,
  parseReporter,
  parseSandboxMode,
  parseShard,
  parseSize,
  type ReporterTarget,
  takesStandardOutput,
} from "./parse-values.js";
import { readOptions } from "./read-options.js";

export interface OutputOptions {
  readonly reporters: readonly ReporterTarget[];
  readonly quiet: boolean;
  readonly verbose: boolean;
}

export type GradeOptions = Omit<RunSuiteOptions, "suite" | "onStart" | "onCase"> & {
  /** Missing when `game` names the suite. */
  readonly suite?: string;
  /** `--build`: run in the program's folder before any case; failing, every case is a Compilation Error. */
  readonly build?: BuildOption;
};

/**
 * `--build COMMAND`, or `--build java`: the program is Java, found and compiled as `class` does
 * (every `.java` file, the one main class), so one submission is graded as in a class.
 */
export type BuildOption =
  | { readonly kind: "command"; readonly command: string; readonly timeLimitMs: number }
  | { readonly kind: "java"; readonly timeLimitMs: number };

/** What the command line asks for. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "grade"; readonly options: GradeOptions; readonly output: OutputOptions }
  | ClassCommand
  | {
      readonly kind: "merge";
      readonly files: readonly string[];
      readonly output: OutputOptions;
      /** Where merged `class.json` files write the class's files (default `grades`). */
      readonly out?: string;
    };

/** The options of grading, which `class` takes too. */
export const OPTIONS = {
  cmd: { type: "string" },
  game: { type: "string" },
  cwd: { type: "string" },
  compare: { type: "string" },
  "time-limit": { type: "string" },
  "wall-limit": { type: "string" },
  "output-limit": { type: "string" },
  "strict-stderr": { type: "boolean" },
  sandbox: { type: "string" },
  "allow-network": { type: "boolean" },
  env: { type: "string", multiple: true },
  visible: { type: "string", multiple: true },
  "memory-limit": { type: "string" },
  "process-limit": { type: "string" },
  "file-limit": { type: "string" },
  build: { type: "string" },
  "build-time-limit": { type: "string" },
  filter: { type: "string", multiple: true },
  group: { type: "string" },
  shard: { type: "string" },
  jobs: { type: "string", short: "j" },
  update: { type: "boolean", short: "u" },
  reporter: { type: "string", short: "r", multiple: true },
  quiet: { type: "boolean", short: "q" },
  verbose: { type: "boolean", short: "v" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" },
  out: { type: "string" },
} as const;

type Values = ReturnType<typeof readArgs>["values"];

export function parseArgs(args: readonly string[]): Command {
  // Help wins over everything, even a mistake elsewhere on the line.
  if (args.includes("--help") || args.includes("-h")) return { kind: "help" };
  if (args.includes("--version") || args.includes("-V")) return { kind: "version" };
  if (args[0] === "class") return parseClassArgs(args.slice(1));
  const { values, positionals } = readArgs(args);
  const output = readOutputOptions(values);
  if (positionals[0] === "merge") {
    const files = positionals.slice(1);
    if (files.length === 0)
      throw new CliError("merge needs the JSON reports to merge (see --help)");
    return {
      kind: "merge",
      files,
      output,
      ...(values.out === undefined ? {} : { out: values.out }),
    };
  }
  if (values.out !== undefined) throw new CliError("--out is for class and merge (see --help)");
  if (positionals.length > 1)
    throw new CliError(`one suite folder at a time, not ${positionals.length}`);
  const [suite] = positionals;
  if (suite === undefined && values.game === undefined) {
    throw new CliError("give a suite folder or --game NAME (see --help)");
  }
  return {
    kind: "grade",
    options: { suite, ...readGradeOptions(values), ...readBuild(values) },
    output,
  };
}

function readBuild(values: Values): Pick<GradeOptions, "build"> {
  const timeLimit = values["build-time-limit"];
  if (values.build === undefined) {
    if (timeLimit !== undefined) throw new CliError("--build-time-limit needs --build");
    return {};
  }
  const timeLimitMs = readBuildTimeLimit(timeLimit);
  if (values.build !== JAVA_BUILD)
    return { build: { kind: "command", command: values.build, timeLimitMs } };
  if (values.cmd !== undefined)
    throw new CliError("--build java finds the main class and runs it: leave out --cmd");
  return { build: { kind: "java", timeLimitMs } };
}

const DEFAULT_BUILD_TIME_LIMIT_MS = 60_000;
/** `--build java`: not a command, the harness's own build of a Java program. */
const JAVA_BUILD = "java";

/** `--build-time-limit`: a compiler's limit, not the program's (default 60 s). */
export function readBuildTimeLimit(text: string | undefined): number {
  return text === undefined
    ? DEFAULT_BUILD_TIME_LIMIT_MS
    : parseDuration(text, "--build-time-limit");
}

function readArgs(args: readonly string[]) {
  return readOptions(args, OPTIONS);
}

export function readGradeOptions(values: Values): Omit<GradeOptions, "suite"> {
  const optional = <T>(text: string | undefined, parse: (text: string) => T): T | undefined =>
    text === undefined ? undefined : parse(text);
  return {
    command: values.cmd,
    game: values.game,
    cwd: values.cwd,
    compare: optional(values.compare, parseCompareMode),
    filter: values.filter,
    groups: optional(values.group, parseGroups),
    shard: optional(values.shard, parseShard),
    timeLimitMs: optional(values["time-limit"], (text) => parseDuration(text, "--time-limit")),
    wallLimitMs: optional(values["wall-limit"], (text) => parseDuration(text, "--wall-limit")),
    outputLimitBytes: optional(values["output-limit"], (text) => parseSize(text, "--output-limit")),
    jobs: optional(values.jobs, parseJobs),
    strictStderr: values["strict-stderr"] ?? false,
    sandbox: optional(values.sandbox, parseSandboxMode),
    allowNetwork: values["allow-network"] ?? false,
    env: values.env ?? [],
    visible: values.visible ?? [],
    memoryLimitBytes: optional(values["memory-limit"], (text) => parseSize(text, "--memory-limit")),
    processLimit: optional(values["process-limit"], (text) => parseCount(text, "--process-limit")),
    fileLimitBytes: optional(values["file-limit"], (text) => parseSize(text, "--file-limit")),
    update: values.update ?? false,
  };
}

function readOutputOptions(values: Values): OutputOptions {
  const reporters = (values.reporter ?? []).map(parseReporter);
  const toStdout = reporters.filter(takesStandardOutput);
  if (toStdout.length > 1) {
    throw new CliError("only one reporter can write to standard output; give the others a file");
  }
  if (toStdout.length > 0 && reporters.some((reporter) => reporter.kind === "github")) {
    throw new CliError(
      "--reporter github prints annotations on standard output; give the other reporter a file",
    );
  }
  if (values.quiet && values.verbose)
    throw new CliError("--quiet and --verbose do not go together");
  return { reporters, quiet: values.quiet ?? false, verbose: values.verbose ?? false };
}
