import path from "node:path";
import type { CaseReport } from "../result/suite-result.js";
import { VERDICTS } from "../result/verdict.js";
import { quoteText, showControls } from "../text/show-controls.js";
import { showFixed, showNumber } from "../text/show-number.js";
import { describeIsolation } from "./describe-isolation.js";
import { readingsSuffix } from "./describe-readings.js";
import type { GradeReport } from "./grade-report.js";
import { describeReason } from "./render-github-annotations.js";
import { countMore } from "./render-terminal.js";
import { describeGroups } from "./terminal-reporter.js";

const DIFF_LINES = 20;
const SHOWN_CASES = 30;

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
  const more = failing.length - SHOWN_CASES;
  return [
    `#### Not accepted (${failing.length})`,
    "",
    ...failing.slice(0, SHOWN_CASES).flatMap(renderCase),
    ...(more > 0 ? [`… and ${more} more (see the job's log)`, ""] : []),
  ];
}

function renderCase(item: CaseReport): string[] {
  const title = `<code>${escapeText(item.name)}</code> ${item.verdict}: ${renderReason(item)}`;
  if (item.diff === undefined) return [`- ${title}`, ""];
  return [
    `<details><summary>${title}</summary>`,
    "",
    ...fence(showControls(cutDiff(item.diff)), "diff"),
    "",
    "</details>",
    "",
  ];
}

/**
 * Why the case failed. Quoted output goes in `<code>` with its spaces made non-breaking: HTML would
 * collapse the very whitespace a first difference is often about.
 */
function renderReason(item: CaseReport): string {
  const quote = (text: string) =>
    `<code>${escapeText(quoteText(text)).replaceAll(" ", "&nbsp;")}</code>`;
  return item.message === undefined ? describeReason(item, quote) : escapeText(item.message);
}

function cutDiff(diff: string): string {
  const lines = diff.split("\n");
  if (lines.length <= DIFF_LINES) return diff;
  return [...lines.slice(0, DIFF_LINES), `… ${countMore(lines.length - DIFF_LINES, "line")}`].join(
    "\n",
  );
}

/** A fenced code block whose fence is longer than any run of backticks in the text. */
function fence(text: string, language: string): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = "`".repeat(Math.max(3, longest + 1));
  return [`${marks}${language}`, text, marks];
}

/**
 * Text from a case, safe both in Markdown and in the raw HTML blocks around it (where backslash
 * escapes do not work): every character either could read as markup becomes a character reference.
 */
function escapeText(text: string): string {
  return text.replace(/[&<>"'|\\`*_[\]~#!]/g, (char) => `&#${char.charCodeAt(0)};`);
}
