import type { GradeReport } from "../report/grade-report.js";

/** The format of `class.json`, which `games-grade merge` reads. */
export const CLASS_FORMAT = "games-grade-class/1";

export interface ClassCase {
  readonly name: string;
  readonly maxPoints: number;
}

/** What a class run graded against: the same in every shard of one class. */
export interface ClassHeader {
  readonly format: typeof CLASS_FORMAT;
  /** Absolute path of the suite folder. */
  readonly suite: string;
  /** A hash of the suite's content, the options and the harness version: shards must share it. */
  readonly gradedWith: string;
  /** The harness's version (missing in a class.json of a harness before 0.2). */
  readonly harness?: string;
  /** The options that change results, for people to read. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The selected cases, in order: the scoreboard's columns. */
  readonly cases: readonly ClassCase[];
  /** `K/N` when this run graded one shard of the students. */
  readonly shard?: string;
}

export interface ClassStudent {
  readonly name: string;
  readonly report: GradeReport;
}

/** `class.json`: the header and every student's whole report, in name order. */
export interface ClassReport extends ClassHeader {
  readonly students: readonly ClassStudent[];
}
