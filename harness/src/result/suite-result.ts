import type { Verdict } from "./verdict.js";
import type { Visibility } from "./visibility.js";

/** Which clock stopped a program: its CPU time (the time limit) or the wall clock (the backstop). */
export type TimeLimitHit = "cpu" | "wall";

/** Where expected and actual output first part ways (1-based line and column, in the expected text). */
export interface FirstDifference {
  readonly line: number;
  readonly column: number;
  /** A short piece of each text from that point on, or `null` when that text has already ended. */
  readonly expected: string | null;
  readonly actual: string | null;
  /** Set when that piece was cut short: more of its line follows. */
  readonly expectedCut?: boolean;
  readonly actualCut?: boolean;
  /** The input command whose answer holds this difference, where the harness can tell (see locate-command.ts). */
  readonly command?: CommandAnswer;
}

/** An input line, its text, and what the program was to answer to it and answered in its place. */
export interface CommandAnswer {
  /** 1-based, among `of` lines of input (a protocol's `> ` lines). */
  readonly line: number;
  readonly of: number;
  readonly text: string;
  /**
   * The expected answer to it, and the lines of the actual output that stand in its place: each
   * its first 40 lines and 8 KiB at most.
   */
  readonly expected: string;
  readonly actual: string;
  /** Set when that answer was cut short: more of it follows. */
  readonly expectedCut?: boolean;
  readonly actualCut?: boolean;
}

/** What a report keeps of one case: everything but the full outputs, so it stays small. */
export interface CaseReport {
  readonly name: string;
  readonly kind: "io" | "protocol";
  /** The case's group in `suite.json` (`spec`, `decision`, `package`, …), when the suite has groups. */
  readonly group?: string;
  /** What the case checks, from `suite.json`. */
  readonly description?: string;
  /** When students see the case on Gradescope, when `suite.json` says (see `visibility.ts`). */
  readonly visibility?: Visibility;
  readonly verdict: Verdict;
  readonly points: number;
  readonly maxPoints: number;
  readonly durationMs: number;
  /** Peak memory of everything the program started, and its CPU time, where a cgroup measured them. */
  readonly memoryBytes?: number | null;
  readonly cpuMs?: number | null;
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** One line saying why, for verdicts that are not about the output (a crash, a limit). */
  readonly message?: string;
  /** For a Time Limit Exceeded: `cpu` (the time limit) or `wall` (the wall-clock backstop). */
  readonly limit?: TimeLimitHit;
  /**
   * For a Time Limit Exceeded at the wall limit, where measured: how long the program's threads
   * waited, runnable, for a busy processor, the time the wall limit was stretched by.
   */
  readonly waitMs?: number;
  readonly firstDifference?: FirstDifference;
  /** For a Wrong Answer whose first difference is only whitespace: the first one that is not. */
  readonly firstNonWhitespaceDifference?: FirstDifference;
  /** Unified diff of expected against actual, whitespace made visible, no colour. */
  readonly diff?: string;
  /** Standard error of an `.in`/`.out` case, cut to its first 8 KiB (protocol cases have none apart). */
  readonly stderr: string;
  /** The program wrote more to standard error than `stderr` holds. */
  readonly stderrCut?: boolean;
  /**
   * The end of what the program wrote (its last 8 KiB) when its output was not judged: a crash or a
   * limit (a Time Limit Exceeded case shows what it printed before it was stopped).
   */
  readonly output?: string;
  /** The case's own file, absolute: `NAME.out` or `NAME.protocol` (else `NAME.in` or `NAME.args`). */
  readonly file?: string;
  /** The program's arguments, from `NAME.args`. */
  readonly args?: readonly string[];
  /** Standard input of a case not accepted, cut to its first 8 KiB (`NAME.in`, a protocol's `> ` lines). */
  readonly input?: string;
  /** For a case that depends on an open point: the reading it was graded under, `point=alternative`. */
  readonly reading?: string;
  /**
   * Set when the report had no room left for this case's details (its diff, input, output,
   * standard error and the answers its first difference names): see `keepDetailsWithin`.
   */
  readonly detailsLeftOut?: boolean;
}

export interface CaseResult extends CaseReport {
  /**
   * The expected output as compared (protocol patterns replaced by the lines they matched), and
   * what the program printed: whole, or their last 8 KiB where `runSuite` was asked not to keep
   * them (`keepOutputs: false`).
   */
  readonly expected: string;
  readonly actual: string;
}

export interface Summary {
  readonly total: number;
  readonly accepted: number;
  readonly points: number;
  readonly maxPoints: number;
  readonly byVerdict: Readonly<Record<Verdict, number>>;
  readonly durationMs: number;
}

/** A build that failed (`--build`, a class's compiler): every case is a Compilation Error with it. */
export interface BuildFailure {
  /** Why, in one line (the compiler's first error line). */
  readonly message: string;
  /** What the build printed (its first 8 KiB). */
  readonly output: string;
}

/** How the program was isolated (see the harness README, "Security model"). */
export interface Isolation {
  readonly mode: "strict" | "basic" | "none";
  /** What the time limit measured: CPU time, or wall-clock time where CPU time is not measured. */
  readonly timeLimit?: TimeLimitHit;
  /** What the run left open that was asked for, in one line. */
  readonly warning?: string;
}

/** Points on the cases that depend on an open point, graded under one of its readings. */
export interface ReadingScore {
  readonly alternative: string;
  readonly points: number;
  readonly maxPoints: number;
}

/** The reading of an open point (`suite.json`'s `readings`) a program was graded under: its best. */
export interface ReadingChoice {
  readonly point: string;
  readonly alternative: string;
  /** What the chosen reading says, from `suite.json`. */
  readonly description?: string;
  /** The graded cases that depend on the point. */
  readonly cases: readonly string[];
  /** Each reading tried, in `suite.json`'s order; the first alone when it lost no point. */
  readonly scores: readonly ReadingScore[];
}

export interface SuiteResult {
  /** Absolute path of the suite folder. */
  readonly suite: string;
  /** The command that was graded, as a person would type it. */
  readonly program: string;
  /** Missing when no program ran (no cases). */
  readonly isolation?: Isolation;
  /** The groups graded, when only some were (`spec` by default for a program not the game's own). */
  readonly groups?: readonly string[];
  /** The reading of each open point the cases were graded under, when the suite names any. */
  readonly readings?: readonly ReadingChoice[];
  /** Set when the program could not be built: no case ran. */
  readonly build?: BuildFailure;
  readonly cases: readonly CaseResult[];
  readonly summary: Summary;
  /** Files written by `update` (absolute paths); empty when not updating. */
  readonly updatedFiles: readonly string[];
  /** Files `update` would have rewritten but would not write (a link), and why; set when any. */
  readonly notUpdatedFiles?: readonly NotUpdatedFile[];
}

/** A file `--update` would have rewritten but left as it is, and why. */
export interface NotUpdatedFile {
  readonly file: string;
  readonly reason: string;
}
