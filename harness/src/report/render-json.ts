import { readFile } from "node:fs/promises";
import { CliError } from "@games/cli-kit";
import { isVerdict } from "../result/verdict.js";
import { neutraliseJson } from "../text/guard-workflow-commands.js";
import { type GradeReport, REPORT_FORMAT } from "./grade-report.js";

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
    throw new CliError(`cannot read the report ${file}: ${(error as Error).message}`);
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
  const report = json as Partial<Record<keyof GradeReport, unknown>> | null;
  if (typeof report !== "object" || report === null) return "not a JSON object";
  if (report.format !== REPORT_FORMAT) return `"format" is not "${REPORT_FORMAT}"`;
  if (!Array.isArray(report.cases)) return `"cases" is not a list`;
  const broken = report.cases.findIndex((item: unknown) => !isCaseReport(item));
  return broken === -1 ? undefined : `case ${broken + 1} lacks a name, a verdict or points`;
}

function isCaseReport(item: unknown): boolean {
  const value = item as Record<string, unknown> | null;
  return (
    typeof value === "object" &&
    value !== null &&
    typeof value.name === "string" &&
    isVerdict(value.verdict) &&
    typeof value.points === "number" &&
    typeof value.maxPoints === "number"
  );
}
