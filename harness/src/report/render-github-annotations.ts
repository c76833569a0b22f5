import path from "node:path";
import { describeFirstDifference } from "../compare/first-difference.js";
import type { CaseReport } from "../result.js";
import type { GradeReport } from "./grade-report.js";

/**
 * GitHub Actions annotations, one line per case not accepted:
 * `::error file=<case file from cwd>,title=<verdict>::<case>: <first difference or why>`.
 */
export function renderGithubAnnotations(report: GradeReport, cwd: string): string {
  return report.cases
    .filter((item) => item.verdict !== "Accepted")
    .map((item) => `${renderAnnotation(item, cwd)}\n`)
    .join("");
}

function renderAnnotation(item: CaseReport, cwd: string): string {
  const file =
    item.file === undefined ? [] : [`file=${escapeProperty(path.relative(cwd, item.file))}`];
  const properties = [...file, `title=${escapeProperty(item.verdict)}`].join(",");
  return `::error ${properties}::${escapeData(`${item.name}: ${describeReason(item)}`)}`;
}

/** The first difference, or why the output was not judged (a crash, a limit). */
export function describeReason(item: CaseReport): string {
  if (item.firstDifference !== undefined) return describeFirstDifference(item.firstDifference);
  return item.message ?? item.verdict;
}

/** A workflow command's message: `%`, CR and LF are escaped (GitHub's toolkit rules). */
function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** A workflow command's property value: also `:` and `,`. */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}
