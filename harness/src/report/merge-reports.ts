import { CliError } from "@games/cli-kit";
import type { CaseReport } from "../result/suite-result.js";
import { compareNames } from "../suite/find-cases.js";
import { type GradeReport, REPORT_FORMAT } from "./grade-report.js";
import { mergeReadings } from "./merge-readings.js";
import { summarize } from "./summarize.js";

export interface NamedReport {
  readonly file: string;
  readonly report: GradeReport;
}

/**
 * Merges the JSON reports of a suite's shards into one report over all their cases, in name order.
 * A case that appears in two reports means the shards overlap: that is an error, not a sum.
 */
export function mergeReports(reports: readonly NamedReport[]): GradeReport {
  const seen = new Map<string, string>();
  const cases: CaseReport[] = [];
  for (const { file, report } of reports) {
    for (const item of report.cases) {
      const other = seen.get(item.name);
      if (other !== undefined)
        throw new CliError(`case ${item.name} is in both ${other} and ${file}`);
      seen.set(item.name, file);
      cases.push(item);
    }
  }
  cases.sort((left, right) => compareNames(left.name, right.name));
  const durationMs = reports.reduce((total, { report }) => total + report.summary.durationMs, 0);
  // Shards of one program share its build: a failed one is in each of their reports.
  const build = reports.find(({ report }) => report.build !== undefined)?.report.build;
  return {
    format: REPORT_FORMAT,
    suite: joinDistinct(reports.map(({ report }) => report.suite)),
    program: joinDistinct(reports.map(({ report }) => report.program)),
    ...(build === undefined ? {} : { build }),
    ...withReadings(mergeReadings(reports.map(({ report }) => report.readings))),
    summary: summarize(cases, durationMs),
    cases,
  };
}

function joinDistinct(values: readonly string[]): string {
  return [...new Set(values)].join(", ");
}

function withReadings(readings: GradeReport["readings"]): Pick<GradeReport, "readings"> {
  return readings === undefined || readings.length === 0 ? {} : { readings };
}
