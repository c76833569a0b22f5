import path from "node:path";
import { describeDifferences } from "../compare/first-difference.js";
import type { CaseReport } from "../result/suite-result.js";
import { neutraliseOldCommands } from "../text/guard-workflow-commands.js";
import type { Quote } from "../text/show-controls.js";
import { showControls } from "../text/show-controls.js";
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
    item.file === undefined
      ? []
      : [`file=${escapeProperty(showControls(path.relative(cwd, item.file)))}`];
  const properties = [...file, `title=${escapeProperty(item.verdict)}`].join(",");
  const text = neutraliseOldCommands(showControls(`${item.name}: ${describeReason(item)}`));
  return `::error ${properties}::${escapeData(text)}`;
}

/** The first difference (and the first that is not whitespace), or why the output was not judged. */
export function describeReason(item: CaseReport, quote?: Quote): string {
  const differences = describeDifferences(item, quote);
  if (differences.length > 0) return differences.join("; ");
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
