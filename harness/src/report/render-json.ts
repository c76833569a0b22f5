import { readFile } from "node:fs/promises";
import { CliError } from "@games/cli-kit";
import { cutDiff } from "../compare/render-diff.js";
import type { CaseReport } from "../result/suite-result.js";
import { describeReadError } from "../text/describe-read-error.js";
import { neutraliseJson } from "../text/guard-workflow-commands.js";
import { type GradeReport, REPORT_FORMAT } from "./grade-report.js";
import { isObject } from "./json-shape.js";
import { gradeReport } from "./report-shape.js";

/** The report as JSON; `##[` in it is written `#\u0023[` (the same string), so a CI log ignores it. */
export function renderJsonReport(report: GradeReport): string {
  return neutraliseJson(`${JSON.stringify(report, null, 2)}\n`);
}

/** Reads a JSON report written by `--reporter json=FILE`, checking it is one. */
export async function readJsonReport(file: string): Promise<GradeReport> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CliError(`cannot read the report ${file}: ${describeReadError(error)}`);
  }
  return checkJsonReport(json, file);
}

/**
 * `json`, read from `file`, as a report; throws when it is not one. Its diffs are cut as a run's
 * are (see `cutDiff`): a shard's are anyone's text, and one of 300,000 lines, never cut, overflowed
 * the terminal's stack and took hours to draw as HTML.
 */
export function checkJsonReport(json: unknown, file: string): GradeReport {
  const problem = findReportProblem(json);
  if (problem !== undefined)
    throw new CliError(`${file} is not a games-grade JSON report: ${problem}`);
  const report = json as GradeReport;
  return { ...report, cases: report.cases.map(cutCaseDiff) };
}

function cutCaseDiff(item: CaseReport): CaseReport {
  return item.diff === undefined
    ? item
    : { ...item, diff: cutDiff(item.diff.split("\n")).join("\n") };
}

function findReportProblem(json: unknown): string | undefined {
  if (!isObject(json)) return "not a JSON object";
  if (json.format !== REPORT_FORMAT) return `"format" is not "${REPORT_FORMAT}"`;
  return gradeReport(json, "");
}
