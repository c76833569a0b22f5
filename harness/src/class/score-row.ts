import type { Verdict } from "../compare/verdict.js";
import { describeReadings } from "../report/describe-readings.js";
import type { GradeReport } from "../report/grade-report.js";
import type { Summary } from "../result.js";

/** One student's line of the scoreboard: all it needs, far smaller than the report. */
export interface ScoreRow {
  readonly student: string;
  /** The student's folder under `--out/students/`. */
  readonly folder: string;
  readonly summary: Summary;
  /** By case name: the verdict, and where the case is in the student's report (1-based). */
  readonly cases: Readonly<Record<string, { readonly verdict: Verdict; readonly number: number }>>;
  /** The reading of each open point the student was graded under (`forest=e`), when the suite names any. */
  readonly readings?: string;
}

export function toScoreRow(student: string, folder: string, report: GradeReport): ScoreRow {
  const cases = Object.fromEntries(
    report.cases.map((item, index) => [item.name, { verdict: item.verdict, number: index + 1 }]),
  );
  const readings = describeReadings(report.readings);
  return {
    student,
    folder,
    summary: report.summary,
    cases,
    ...(readings === "" ? {} : { readings }),
  };
}
