import type { CaseReport, SuiteResult } from "../result/suite-result.js";
import { keepDetailsWithin } from "./keep-details.js";

/**
 * What the JSON report holds and every reporter renders, for one run or several merged: the run's
 * result without the case texts (the diffs carry what matters of them).
 */
export interface GradeReport
  extends Pick<
    SuiteResult,
    "suite" | "program" | "groups" | "readings" | "isolation" | "build" | "summary"
  > {
  readonly format: typeof REPORT_FORMAT;
  /** `K/N` when the run graded one shard of the suite. */
  readonly shard?: string;
  /** The student whose program this is, when a class was graded. */
  readonly student?: string;
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
    cases: keepDetailsWithin(
      result.cases.map(({ expected: _expected, actual: _actual, ...report }) => report),
    ),
  };
}
