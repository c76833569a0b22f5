import { CliError } from "@games/cli-kit";
import type { CaseReport, Isolation } from "../result/suite-result.js";
import { compareNames } from "../suite/find-cases.js";
import { showInMessage } from "../text/show-in-message.js";
import { type GradeReport, REPORT_FORMAT } from "./grade-report.js";
import { keepDetailsWithin } from "./keep-details.js";
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
        throw new CliError(`case ${showInMessage(item.name)} is in both ${other} and ${file}`);
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
    ...withIsolation(reports.map(({ report }) => report.isolation)),
    ...(build === undefined ? {} : { build }),
    ...withReadings(mergeReadings(reports.map(({ report }) => report.readings))),
    summary: summarize(cases, durationMs),
    // Each shard's report kept its own share: together they may hold more than one report can.
    cases: keepDetailsWithin(cases),
  };
}

function joinDistinct(values: readonly string[], separator = ", "): string {
  return [...new Set(values)].join(separator);
}

function withReadings(readings: GradeReport["readings"]): Pick<GradeReport, "readings"> {
  return readings === undefined || readings.length === 0 ? {} : { readings };
}

/** Weakest first: the whole ran no better isolated than its least isolated shard. */
const MODES: readonly Isolation["mode"][] = ["none", "basic", "strict"];

/**
 * The isolation of shards graded apart, maybe on other machines: the weakest mode, the wall clock
 * if any shard's time limit was, and each shard's distinct warning.
 */
function withIsolation(
  isolations: readonly (Isolation | undefined)[],
): Pick<GradeReport, "isolation"> {
  // A shard that does not say (no case ran, or an older harness's report) leaves it unknown.
  const known = isolations.flatMap((item) => item ?? []);
  if (known.length === 0 || known.length < isolations.length) return {};
  const mode = MODES.find((weak) => known.some((item) => item.mode === weak)) ?? "strict";
  const clocks = new Set(known.map((item) => item.timeLimit));
  const timeLimit = clocks.has("wall")
    ? "wall"
    : clocks.size === 1
      ? known[0]?.timeLimit
      : undefined;
  const warning = joinDistinct(
    known.flatMap((item) => item.warning ?? []),
    "; ",
  );
  return {
    isolation: {
      mode,
      ...(timeLimit === undefined ? {} : { timeLimit }),
      ...(warning === "" ? {} : { warning }),
    },
  };
}
