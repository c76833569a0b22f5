import path from "node:path";
import type { CaseReport } from "../result/suite-result.js";
import { VERDICTS } from "../result/verdict.js";
import { cutLongLines } from "../text/cut-long-lines.js";
import { codeFence, codeSpan } from "../text/markdown-code.js";
import { quoteText, showControls, showControlsInLine } from "../text/show-controls.js";
import { showFixed, showNumber } from "../text/show-number.js";
import { describeIsolation } from "./describe-isolation.js";
import { readingsSuffix } from "./describe-readings.js";
import type { GradeReport } from "./grade-report.js";
import { DETAILS_LEFT_OUT } from "./keep-details.js";
import { describeReason } from "./render-github-annotations.js";
import { countMore } from "./render-terminal.js";
import { describeGroups } from "./terminal-reporter.js";

const DIFF_LINES = 20;
/** A diff line's characters shown, its control characters written out (four characters each). */
const DIFF_LINE_CHARACTERS = 200;
const SHOWN_CASES = 30;
/**
 * The characters the cases not accepted may take: GitHub drops a step's whole summary past 1 MiB
 * (bytes: up to three a character), and a step that grades several suites appends one each.
 */
const CASES_CHARACTERS = 64 * 1024;

/**
 * The Markdown of a GitHub job summary (`$GITHUB_STEP_SUMMARY`): a table of verdict counts, the
 * score, and the cases not accepted, each with the start of its diff.
 */
export function renderGithubSummary(report: GradeReport, cwd: string): string {
  const { summary } = report;
  const suite = path.isAbsolute(report.suite)
    ? path.relative(cwd, report.suite) || "."
    : report.suite;
  const counts = VERDICTS.filter((verdict) => summary.byVerdict[verdict] > 0).map(
    (verdict) =>
      `| ${verdict === "Accepted" ? "✅" : "❌"} ${verdict} | ${showNumber(summary.byVerdict[verdict])} |`,
  );
  const failing = report.cases.filter((item) => item.verdict !== "Accepted");
  const cases = `${showNumber(summary.total)} ${summary.total === 1 ? "case" : "cases"}`;
  return [
    `### games-grade: ${escapeText(suite)}`,
    "",
    `<code>${escapeText(report.program)}</code>${report.shard === undefined ? "" : ` · shard ${escapeText(report.shard)}`}${describeIsolation(report.isolation)}`,
    "",
    "| verdict | cases |",
    "| --- | ---: |",
    ...counts,
    "",
    `**score ${showNumber(summary.points)}/${showNumber(summary.maxPoints)}** · ${cases} · ${showFixed(summary.durationMs, 1000, 1)} s${escapeText(`${describeGroups(report)}${readingsSuffix(report.readings)}`)}`,
    "",
    ...renderFailing(failing),
  ].join("\n");
}

function renderFailing(failing: readonly CaseReport[]): string[] {
  if (failing.length === 0) return [];
  const shown: string[][] = [];
  let size = 0;
  for (const item of failing.slice(0, SHOWN_CASES)) {
    const lines = renderCase(item);
    size += lines.reduce((total, line) => total + line.length + 1, 0);
    if (shown.length > 0 && size > CASES_CHARACTERS) break;
    shown.push(lines);
  }
  const more = failing.length - shown.length;
  return [
    `#### Not accepted (${failing.length})`,
    "",
    ...shown.flat(),
    ...(more > 0 ? [`… and ${more} more (see the job's log)`, ""] : []),
  ];
}

function renderCase(item: CaseReport): string[] {
  if (item.diff === undefined) {
    const note = item.detailsLeftOut === true ? ` (${DETAILS_LEFT_OUT})` : "";
    return [`- ${renderTitle(item, codeSpan)}${note}`, ""];
  }
  // `<details>` starts a block of HTML, where Markdown is not read, up to the first blank line.
  return [
    `<details><summary>${renderTitle(item, htmlCode)}</summary>`,
    "",
    ...codeFence(cutDiff(showControls(item.diff)), "diff"),
    "",
    "</details>",
    "",
  ];
}

/**
 * The case, its verdict and why it failed. What came from the case or the program is code, on one
 * line (a student's file name in a build's message could otherwise start a heading, or end the
 * block of HTML); quoted output has its spaces made non-breaking: HTML would collapse the very
 * whitespace a first difference is often about.
 */
function renderTitle(item: CaseReport, code: (text: string) => string): string {
  const quote = (text: string) => code(quoteText(text).replaceAll(" ", "\u00a0"));
  const reason =
    item.message === undefined
      ? describeReason(item, quote)
      : code(showControlsInLine(item.message));
  return `${code(showControlsInLine(item.name))} ${item.verdict}: ${reason}`;
}

/** Code in a block of HTML: every character that could be read as markup a character reference. */
function htmlCode(text: string): string {
  return `<code>${escapeText(text).replaceAll("\u00a0", "&nbsp;")}</code>`;
}

/** The diff's first lines, each cut short: a line of a million characters was shown whole. */
function cutDiff(diff: string): string {
  const lines = diff.split("\n");
  const kept = cutLongLines(lines.slice(0, DIFF_LINES).join("\n"), DIFF_LINE_CHARACTERS);
  const more = lines.length - DIFF_LINES;
  return more > 0 ? `${kept}\n… ${countMore(more, "line")}` : kept;
}

/**
 * Text from a case, safe both in Markdown and in the raw HTML blocks around it (where backslash
 * escapes do not work): every character either could read as markup becomes a character reference.
 */
function escapeText(text: string): string {
  return text.replace(/[&<>"'|\\`*_[\]~#!]/g, (char) => `&#${char.charCodeAt(0)};`);
}
