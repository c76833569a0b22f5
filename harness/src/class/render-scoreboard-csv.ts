import { VERDICT_CODES, VERDICTS } from "../result/verdict.js";
import { showControlsInLine } from "../text/show-controls.js";
import type { ClassCase } from "./class-report.js";
import { findRowCase, type ScoreRow } from "./score-row.js";

/**
 * `scoreboard.csv` (RFC 4180, UTF-8): a row per student in the order given, with `student` (the
 * name a gradebook knows), `id` (Moodle's), `points`, `max_points`, a count per verdict (named as
 * in the reports), `reason` (why points were lost), then each case's short code (AC, WA, TLE…).
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) gets a leading `'`:
 * a student's name is not the teacher's code; control characters are shown as escapes.
 */
export function renderScoreboardCsv(
  cases: readonly ClassCase[],
  rows: readonly ScoreRow[],
): string {
  const header = [
    "student",
    "id",
    "points",
    "max_points",
    ...VERDICTS,
    "reason",
    ...readingHeader(rows),
    ...cases.map((item) => item.name),
  ];
  const lines = rows.map((row) => [
    row.identity.name,
    row.identity.id ?? "",
    String(row.summary.points),
    String(row.summary.maxPoints),
    ...VERDICTS.map((verdict) => String(row.summary.byVerdict[verdict] ?? 0)),
    row.reason ?? "",
    ...readingCell(rows, row),
    ...cases.map((item) => {
      const verdict = findRowCase(row, item.name)?.verdict;
      return verdict === undefined ? "" : VERDICT_CODES[verdict];
    }),
  ]);
  return [header, ...lines].map((cells) => `${cells.map(toCsvCell).join(",")}\r\n`).join("");
}

/** A `reading` column only for a suite with open points: which reading each student was graded under. */
function readingHeader(rows: readonly ScoreRow[]): string[] {
  return rows.some((row) => row.readings !== undefined) ? ["reading"] : [];
}

function readingCell(rows: readonly ScoreRow[], row: ScoreRow): string[] {
  return readingHeader(rows).length === 0 ? [] : [row.readings ?? ""];
}

function toCsvCell(raw: string): string {
  const text = showControlsInLine(raw);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
