import { escapeHtml } from "../report/html/escape-html.js";
import { renderPageHead } from "../report/html/render-page-head.js";
import { verdictClass } from "../report/html/verdict-class.js";
import { VERDICT_CODES, VERDICTS, type Verdict } from "../result/verdict.js";
import { compareNames } from "../suite/find-cases.js";
import { showControlsInLine } from "../text/show-controls.js";
import { showFixed, showNumber } from "../text/show-number.js";
import type { ClassCase } from "./class-report.js";
import { findRowCase, type ScoreRow, type SlowestCase } from "./score-row.js";
import { SCOREBOARD_STYLE } from "./scoreboard-style.js";

// No scripts, nothing loaded: a student's name that slips through as markup stays inert.

export interface ScoreboardPage {
  readonly suite: string;
  readonly cases: readonly ClassCase[];
  readonly rows: readonly ScoreRow[];
}

/**
 * `scoreboard.html`: students × cases, best score first, each cell the case's verdict code coloured
 * like Mooshak's and DOMjudge's boards and linking to the case in the student's report; each column
 * says how many students passed it. Self-contained, and every text from a student is escaped.
 */
export function renderScoreboardHtml(page: ScoreboardPage): string {
  const rows = sortByScore(page.rows);
  return [
    ...renderPageHead(`Scoreboard · ${page.suite}`, SCOREBOARD_STYLE),
    "<h1>Scoreboard</h1>",
    `<p class="graded">${escapeHtml(describeClass(page))}</p>`,
    renderLegend(),
    `<div class="board"><table>`,
    renderHeader(page.cases, rows),
    "<tbody>",
    ...rankRows(rows).map(([rank, row]) => renderRow(rank, row, page.cases)),
    "</tbody>",
    "</table></div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function describeClass({ suite, cases, rows }: ScoreboardPage): string {
  const full = rows.filter((row) => row.summary.accepted === row.summary.total).length;
  const students = `${rows.length} ${rows.length === 1 ? "student" : "students"}`;
  return `${suite} · ${students}, ${full} with every case accepted · ${cases.length} cases`;
}

function renderLegend(): string {
  const items = VERDICTS.map(
    (verdict) =>
      `<li class="${verdictClass(verdict)}">${VERDICT_CODES[verdict]} ${escapeHtml(verdict)}</li>`,
  );
  return [`<ul class="legend">`, ...items, "</ul>"].join("");
}

function renderHeader(cases: readonly ClassCase[], rows: readonly ScoreRow[]): string {
  const columns = cases.map((item) => {
    const passed = rows.filter((row) => findRowCase(row, item.name)?.verdict === "Accepted").length;
    const name = escapeHtml(item.name);
    return `<th class="case" title="${name}: ${passed} of ${rows.length} passed"><span class="name">${name}</span><span class="passed">${passed}/${rows.length}</span></th>`;
  });
  return `<thead><tr><th class="rank">#</th><th class="student">student</th><th class="score">score</th><th class="reason">why points were lost</th>${columns.join("")}</tr></thead>`;
}

function renderRow(rank: number, row: ScoreRow, cases: readonly ClassCase[]): string {
  const report = `students/${encodeURIComponent(row.folder)}/report.html`;
  const name = showControlsInLine(row.identity.name);
  const student = escapeHtml(name);
  const id =
    row.identity.id === undefined ? "" : ` <span class="id">${escapeHtml(row.identity.id)}</span>`;
  const problem =
    row.problem === undefined
      ? ""
      : ` <span class="problem" title="${escapeHtml(row.problem)}">report not written</span>`;
  const cells = cases.map((item) => {
    const found = findRowCase(row, item.name);
    if (found === undefined) return `<td class="cell"></td>`;
    return renderCell(found.verdict, `${report}#case-${found.number}`, `${name} · ${item.name}`);
  });
  return [
    "<tr>",
    `<td class="rank">${rank}</td>`,
    `<th class="student" scope="row" title="${escapeHtml(showControlsInLine(row.student))}"><a href="${escapeHtml(report)}">${student}</a>${id}${problem}</th>`,
    `<td class="score"${scoreTitle(row)}>${showNumber(row.summary.points)}/${showNumber(row.summary.maxPoints)}</td>`,
    `<td class="reason">${escapeHtml(row.reason ?? "")}</td>`,
    ...cells,
    "</tr>",
  ].join("");
}

/**
 * On hover over the score: the reading the student was graded under, and the case that took
 * longest, so a student near the time limit stands out.
 */
function scoreTitle({ readings, slowest }: ScoreRow): string {
  const parts = [
    ...(readings === undefined ? [] : [`reading ${readings}`]),
    ...(slowest === undefined ? [] : [describeSlowest(slowest)]),
  ];
  return parts.length === 0 ? "" : ` title="${escapeHtml(parts.join(" · "))}"`;
}

function describeSlowest(slowest: SlowestCase): string {
  const wall = `${formatSeconds(slowest.durationMs)} s`;
  const time =
    slowest.cpuMs === null ? wall : `${formatSeconds(slowest.cpuMs)} s of CPU time (${wall})`;
  return `slowest case: ${slowest.name}, ${time}`;
}

function formatSeconds(ms: number): string {
  return showFixed(ms, 1000, 2);
}

function renderCell(verdict: Verdict, link: string, title: string): string {
  // Only cases not accepted have an anchor in the report; an accepted one links to its top.
  const href = verdict === "Accepted" ? link.slice(0, link.indexOf("#")) : link;
  return `<td class="cell ${verdictClass(verdict)}"><a href="${escapeHtml(href)}" title="${escapeHtml(`${title}: ${verdict}`)}">${VERDICT_CODES[verdict]}</a></td>`;
}

function sortByScore(rows: readonly ScoreRow[]): ScoreRow[] {
  return [...rows].sort(
    (left, right) =>
      right.summary.points - left.summary.points ||
      right.summary.accepted - left.summary.accepted ||
      compareNames(left.student, right.student),
  );
}

/** Standard competition ranking: equal points share a rank (1, 1, 3). */
function rankRows(rows: readonly ScoreRow[]): [number, ScoreRow][] {
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.summary.points === row.summary.points);
    return [first === -1 ? index + 1 : first + 1, row];
  });
}
