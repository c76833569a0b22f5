import type { BuildFailure, CaseReport } from "../../result/suite-result.js";
import { VERDICTS } from "../../result/verdict.js";
import { neutraliseMarkup } from "../../text/guard-workflow-commands.js";
import { showControlsInLine } from "../../text/show-controls.js";
import { showFixed, showNumber } from "../../text/show-number.js";
import { describeIsolation } from "../describe-isolation.js";
import { readingsSuffix } from "../describe-readings.js";
import type { GradeReport } from "../grade-report.js";
import { DIFF2HTML_STYLE } from "./diff-style.js";
import { escapeHtml } from "./escape-html.js";
import { PAGE_STYLE } from "./page-style.js";
import { BUILD_ID, renderBuildFailure } from "./render-build-failure.js";
import { renderCaseDetails } from "./render-case-details.js";
import { renderDescription } from "./render-description.js";
import { renderPageHead } from "./render-page-head.js";
import { verdictClass } from "./verdict-class.js";

// Nothing on the page runs or loads: a program's output that slips through as markup stays inert.

/**
 * One self-contained HTML page (no scripts, nothing from the network): the summary, a row per case
 * with its verdict, and each case not accepted unfolding to its diff side by side, arguments, input
 * and standard error. Everything from the cases is escaped: a program may print `<script>`.
 */
export function renderHtmlReport(report: GradeReport): string {
  // A page printed to standard output in CI must not act on the log: see neutraliseMarkup.
  return neutraliseMarkup(renderPage(report));
}

function renderPage(report: GradeReport): string {
  const title = `games-grade · ${report.suite}`;
  return [
    // diff2html's stylesheet draws with data: images.
    ...renderPageHead(title, `${DIFF2HTML_STYLE}\n${PAGE_STYLE}`, "; img-src data:", [
      // Before the title, in the first bytes the sandbox reads of a report (see `isOldReport`).
      ["games-grade-accepted", `${report.summary.accepted}/${report.summary.total}`],
    ]),
    "<h1>games-grade report</h1>",
    `<p class="graded">${escapeHtml(describeGraded(report))}</p>`,
    ...(report.build === undefined ? [] : renderBuildFailure(report.build)),
    renderSummary(report),
    ...renderCases(report.cases, report.build),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function describeGraded(report: GradeReport): string {
  const shard = report.shard === undefined ? "" : ` · shard ${report.shard}`;
  const groups = report.groups === undefined ? "" : ` · ${report.groups.join(", ")} cases only`;
  const student = report.student === undefined ? "" : `${showControlsInLine(report.student)} · `;
  const isolation = describeIsolation(report.isolation);
  return `${student}${report.suite} · ${report.program}${shard}${groups}${readingsSuffix(report.readings)}${isolation}`;
}

function renderSummary({ summary }: GradeReport): string {
  const item = (className: string, count: string, label: string) =>
    `<li class="${className}"><span class="count">${count}</span>${label}</li>`;
  const counts = VERDICTS.filter((verdict) => summary.byVerdict[verdict] > 0).map((verdict) =>
    item(`${verdictClass(verdict)} verdict`, showNumber(summary.byVerdict[verdict]), verdict),
  );
  return [
    `<ul class="summary">`,
    item("total", showNumber(summary.total), summary.total === 1 ? "case" : "cases"),
    ...counts,
    item("score", `${showNumber(summary.points)}/${showNumber(summary.maxPoints)}`, "score"),
    item("time", showFixed(summary.durationMs, 1000, 1), "s"),
    "</ul>",
  ].join("\n");
}

/** With this many cases not accepted or fewer, every fold starts open; with more, only the first. */
const OPEN_FOLDS = 10;

function renderCases(cases: readonly CaseReport[], build: BuildFailure | undefined): string[] {
  if (cases.length === 0) return [`<p class="note">no cases</p>`];
  // A case the failed build decided has nothing of its own to unfold: its row links to the build.
  const notAccepted = cases.flatMap((item, index) =>
    item.verdict === "Accepted" || isDecidedBy(build, item) ? [] : [{ item, id: caseId(index) }],
  );
  const failing = notAccepted.map(({ item, id }, rank) =>
    renderCaseDetails(item, id, notAccepted.length <= OPEN_FOLDS || rank === 0),
  );
  return [
    "<h2>Cases</h2>",
    `<table class="cases">`,
    `<thead><tr><th>case</th><th>verdict</th><th class="number">time</th><th class="number">memory</th><th class="number">points</th></tr></thead>`,
    "<tbody>",
    ...cases.map((item, index) =>
      renderRow(item, isDecidedBy(build, item) ? BUILD_ID : caseId(index)),
    ),
    "</tbody>",
    "</table>",
    ...(failing.length === 0 ? [] : [`<h2>Not accepted (${failing.length})</h2>`, ...failing]),
  ];
}

function isDecidedBy(build: BuildFailure | undefined, item: CaseReport): boolean {
  return build !== undefined && item.verdict === "Compilation Error";
}

function renderRow(item: CaseReport, target: string): string {
  const name = `<code>${escapeHtml(item.name)}</code>`;
  const group =
    item.group === undefined ? "" : ` <span class="group">${escapeHtml(item.group)}</span>`;
  const link = item.verdict === "Accepted" ? name : `<a href="#${target}">${name}</a>`;
  return [
    `<tr class="${verdictClass(item.verdict)}">`,
    `<td>${link}${group}${renderDescription(item)}</td>`,
    `<td class="verdict">${escapeHtml(item.verdict)}</td>`,
    // CPU time under the wall time, in the same column: the table fits a phone.
    `<td class="number">${showNumber(item.durationMs)} ms${item.cpuMs == null ? "" : `<span class="cpu">cpu ${showNumber(item.cpuMs)} ms</span>`}</td>`,
    `<td class="number">${item.memoryBytes == null ? "–" : `${showFixed(item.memoryBytes, 1024 ** 2, 1)} MiB`}</td>`,
    `<td class="number">${showNumber(item.points)}/${showNumber(item.maxPoints)}</td>`,
    "</tr>",
  ].join("");
}

function caseId(index: number): string {
  return `case-${index + 1}`;
}
