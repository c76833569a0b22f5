import type { RunSuiteOptions } from "../grade/index.js";
import type { Shard } from "../suite/select-cases.js";

/**
 * The grading options every student gets, passed to `runSuite` as given (compare, filter, limits,
 * the working folder, and whatever grading options the harness learns later).
 */
export type GradingOptions = Omit<
  RunSuiteOptions,
  | "suite"
  | "command"
  | "commandDir"
  | "shard"
  | "jobs"
  | "update"
  | "onStart"
  | "onCase"
  | "prejudge"
  | "buildFailure"
  | "limit"
  | "keepOutputs"
  | "suiteCopies"
>;

/** What `games-grade class` is asked to do. */
export interface ClassOptions {
  /** The folder with one entry per student. */
  readonly submissions: string;
  /** The folder of cases (`--suite`, or the game's fixtures). */
  readonly suite: string;
  readonly grading: GradingOptions;
  /** `--build`: run in each student's folder before grading. */
  readonly build?: string;
  /** `--cmd`: the student's program, its paths from the student's folder. */
  readonly command?: string;
  /** Where everything is written (default `grades`). */
  readonly out: string;
  readonly buildTimeLimitMs: number;
  /** The most bytes a submission may hold, unpacked. */
  readonly submissionLimitBytes: number;
  /** Stop a submission after this many Time Limit Exceeded cases. */
  readonly maxTle?: number;
  /** Programs at once (builds and cases of all students together). */
  readonly jobs: number;
  /** Only every N-th student from the K-th. */
  readonly shard?: Shard;
  /** Regrade every student, kept results or not. */
  readonly force: boolean;
}

/**
 * How many students are graded at once: one more than `--jobs`, so that one's build or copying
 * never leaves a slot idle. Each holds the suite's cases (see `runSuite`'s `suiteCopies`).
 */
export function studentsAtOnce(options: Pick<ClassOptions, "jobs">): number {
  return options.jobs + 1;
}
