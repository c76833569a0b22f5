import { cutLine, describeCaseReason } from "../report/describe-case-reason.js";
import { describeReadings } from "../report/describe-readings.js";
import type { GradeReport } from "../report/grade-report.js";
import type { CaseReport, Summary } from "../result/suite-result.js";
import type { Verdict } from "../result/verdict.js";
import type { StudentIdentity } from "./identify-students.js";

/** One student's line of the scoreboard: all it needs, far smaller than the report. */
export interface ScoreRow {
  /** The submission's name, as the download named it. */
  readonly student: string;
  /** The name (and id) a gradebook knows the student by. */
  readonly identity: StudentIdentity;
  /** The student's folder under `--out/students/`. */
  readonly folder: string;
  readonly summary: Summary;
  /** Why the student lost points: the first case not accepted, as `describeCaseReason` says it. */
  readonly reason?: string;
  /** Why the student's report files could not be written, when they could not. */
  readonly problem?: string;
  /** By case name: the verdict, and where the case is in the student's report (1-based). */
  readonly cases: Readonly<Record<string, { readonly verdict: Verdict; readonly number: number }>>;
  /** The reading of each open point the student was graded under (`forest=e`), when the suite names any. */
  readonly readings?: string;
  /** The case that took the most CPU time (wall-clock time where none was measured), if any ran. */
  readonly slowest?: SlowestCase;
}

export interface SlowestCase {
  readonly name: string;
  readonly cpuMs: number | null;
  readonly durationMs: number;
}

const REASON_LIMIT = 300;

/** Case `name` of the row, its own entry only: a case named `constructor` is not Object's. */
export function findRowCase(
  row: ScoreRow,
  name: string,
): { readonly verdict: Verdict; readonly number: number } | undefined {
  return Object.hasOwn(row.cases, name) ? row.cases[name] : undefined;
}

export function toScoreRow(
  student: string,
  folder: string,
  report: GradeReport,
  identity: StudentIdentity = { name: student },
): ScoreRow {
  const cases = Object.fromEntries(
    report.cases.map((item, index) => [item.name, { verdict: item.verdict, number: index + 1 }]),
  );
  const reason = findReason(report);
  const readings = describeReadings(report.readings);
  const slowest = findSlowest(report.cases);
  return {
    student,
    identity,
    folder,
    summary: report.summary,
    ...(reason === undefined ? {} : { reason }),
    cases,
    ...(readings === "" ? {} : { readings }),
    ...(slowest === undefined ? {} : { slowest }),
  };
}

/** The first case not accepted, named unless the build failed (then every case failed alike). */
function findReason(report: GradeReport): string | undefined {
  const first = report.cases.find((item) => item.verdict !== "Accepted");
  if (first === undefined) return undefined;
  const reason = describeCaseReason(first);
  const named = first.verdict === "Compilation Error" ? reason : `${first.name}: ${reason}`;
  return cutLine(named, REASON_LIMIT);
}

/** Cases that never ran (Not Run, Compilation Error) took no time and are left out. */
function findSlowest(items: readonly CaseReport[]): SlowestCase | undefined {
  const ran = items.filter(
    (item) => item.verdict !== "Not Run" && item.verdict !== "Compilation Error",
  );
  const cost = (item: CaseReport) => item.cpuMs ?? item.durationMs;
  const slowest = ran.reduce<CaseReport | undefined>(
    (found, item) => (found === undefined || cost(item) > cost(found) ? item : found),
    undefined,
  );
  if (slowest === undefined) return undefined;
  return { name: slowest.name, cpuMs: slowest.cpuMs ?? null, durationMs: slowest.durationMs };
}
