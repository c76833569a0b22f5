import type { Verdict } from "../compare/verdict.js";
import type { GradeReport } from "../report/grade-report.js";
import type { CaseReport, Summary } from "../result.js";

/** One student's line of the scoreboard: all it needs, far smaller than the report. */
export interface ScoreRow {
  readonly student: string;
  /** The student's folder under `--out/students/`. */
  readonly folder: string;
  readonly summary: Summary;
  /** By case name: the verdict, and where the case is in the student's report (1-based). */
  readonly cases: Readonly<Record<string, { readonly verdict: Verdict; readonly number: number }>>;
  /** The case that took the most CPU time (wall-clock time where none was measured), if any ran. */
  readonly slowest?: SlowestCase;
}

export interface SlowestCase {
  readonly name: string;
  readonly cpuMs: number | null;
  readonly durationMs: number;
}

export function toScoreRow(student: string, folder: string, report: GradeReport): ScoreRow {
  const cases = Object.fromEntries(
    report.cases.map((item, index) => [item.name, { verdict: item.verdict, number: index + 1 }]),
  );
  const slowest = findSlowest(report.cases);
  return {
    student,
    folder,
    summary: report.summary,
    cases,
    ...(slowest === undefined ? {} : { slowest }),
  };
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
