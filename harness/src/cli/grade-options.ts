import type { RunSuiteOptions } from "../grade/index.js";
import { CASE_FILE_LIMIT } from "../suite/read-case-file.js";
import {
  parseCompareMode,
  parseCount,
  parseDuration,
  parseGroups,
  parseJobs,
  parseSandboxMode,
  parseShard,
  parseSize,
} from "./parse-values.js";
import type { readOptions } from "./read-options.js";

/** Linux's most processes at once (`PID_MAX_LIMIT`): a cgroup's `pids.max` takes no more. */
const MOST_PROCESSES = 4_194_304;

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

/** The options of grading, which `class` takes too. */
export const GRADE_OPTIONS = {
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

/** The values read from a command line with the grading options. */
export type GradeValues = ReturnType<typeof readOptions<typeof GRADE_OPTIONS>>["values"];

const DEFAULT_BUILD_TIME_LIMIT_MS = 60_000;

/** `--build-time-limit`: a compiler's limit, not the program's (default 60 s). */
export function readBuildTimeLimit(text: string | undefined): number {
  return text === undefined
    ? DEFAULT_BUILD_TIME_LIMIT_MS
    : parseDuration(text, "--build-time-limit");
}

export function readGradeOptions(values: GradeValues): Omit<GradeOptions, "suite"> {
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
    outputLimitBytes: optional(values["output-limit"], (text) =>
      parseSize(text, "--output-limit", CASE_FILE_LIMIT),
    ),
    jobs: optional(values.jobs, parseJobs),
    strictStderr: values["strict-stderr"] ?? false,
    sandbox: optional(values.sandbox, parseSandboxMode),
    allowNetwork: values["allow-network"] ?? false,
    env: values.env ?? [],
    visible: values.visible ?? [],
    memoryLimitBytes: optional(values["memory-limit"], (text) => parseSize(text, "--memory-limit")),
    processLimit: optional(values["process-limit"], (text) =>
      parseCount(text, "--process-limit", MOST_PROCESSES),
    ),
    fileLimitBytes: optional(values["file-limit"], (text) => parseSize(text, "--file-limit")),
    update: values.update ?? false,
  };
}
