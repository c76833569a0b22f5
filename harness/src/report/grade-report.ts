import type {
  BuildFailure,
  CaseReport,
  Isolation,
  ReadingChoice,
  SuiteResult,
  Summary,
} from "../result/suite-result.js";

/** What the JSON report holds and every reporter renders, for one run or several merged. */
export interface GradeReport {
  readonly format: typeof REPORT_FORMAT;
  readonly suite: string;
  readonly program: string;
  /** `K/N` when the run graded one shard of the suite. */
  readonly shard?: string;
  /** The groups graded, when only some were. */
  readonly groups?: readonly string[];
  /** The reading of each open point of the text the program was graded under. */
  readonly readings?: readonly ReadingChoice[];
  /** How the program was isolated. */
  readonly isolation?: Isolation;
  /** The student whose program this is, when a class was graded. */
  readonly student?: string;
  /** The build that failed, once (each case still carries it as a Compilation Error). */
  readonly build?: BuildFailure;
  readonly summary: Summary;
  readonly cases: readonly CaseReport[];
}

export const REPORT_FORMAT = "games-grade-report/1";

export function toGradeReport(result: SuiteResult, shard?: string): GradeReport {
  return {
    format: REPORT_FORMAT,
    suite: result.suite,
    program: result.program,
    ...(shard === undefined ? {} : { shard }),
    ...(result.groups === undefined ? {} : { groups: result.groups }),
    ...(result.readings === undefined ? {} : { readings: result.readings }),
    ...(result.isolation === undefined ? {} : { isolation: result.isolation }),
    ...(result.build === undefined ? {} : { build: result.build }),
    summary: result.summary,
    cases: result.cases.map(({ expected: _expected, actual: _actual, ...report }) => report),
  };
}
