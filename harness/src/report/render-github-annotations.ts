import path from "node:path";
import { describeDifferences } from "../compare/first-difference.js";
import type { CaseReport } from "../result/suite-result.js";
import { neutraliseOldCommands } from "../text/guard-workflow-commands.js";
import type { Quote } from "../text/show-controls.js";
import { showControlsInLine } from "../text/show-controls.js";
import type { GradeReport } from "./grade-report.js";

/**
 * GitHub Actions annotations, one line per case not accepted, each shown on one line:
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
      : [`file=${escapeProperty(showControlsInLine(path.relative(cwd, item.file)))}`];
  const properties = [...file, `title=${escapeProperty(item.verdict)}`].join(",");
  // On one line, as on the terminal: a case's name or a student's file name in a message could
  // otherwise show lines of their own in the annotation, read as the grader's.
  const text = neutraliseOldCommands(showControlsInLine(`${item.name}: ${describeReason(item)}`));
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
  // `##[` too, as in the message: a case file's name is anyone's text.
  return escapeData(neutraliseOldCommands(text)).replaceAll(":", "%3A").replaceAll(",", "%2C");
}
