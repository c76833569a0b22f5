import { readFile } from "node:fs/promises";
import { CliError } from "@games/cli-kit";
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

/** `json`, read from `file`, as a report; throws when it is not one. */
export function checkJsonReport(json: unknown, file: string): GradeReport {
  const problem = findReportProblem(json);
  if (problem !== undefined)
    throw new CliError(`${file} is not a games-grade JSON report: ${problem}`);
  return json as GradeReport;
}

function findReportProblem(json: unknown): string | undefined {
  if (!isObject(json)) return "not a JSON object";
  if (json.format !== REPORT_FORMAT) return `"format" is not "${REPORT_FORMAT}"`;
  return gradeReport(json, "");
}
