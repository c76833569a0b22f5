import { describeFirstDifference } from "../compare/first-difference.js";
import { VERDICTS } from "../compare/verdict.js";
import type { CaseReport, CaseResult, Summary } from "../result.js";
import { type Paint, paintDiff, styleVerdict } from "./paint.js";

export interface TerminalStyle {
  readonly paint: Paint;
  /** Full diffs and standard error of every case. */
  readonly verbose: boolean;
}

const NAME_WIDTH = 32;
const VERDICT_WIDTH = 22;
const DIFF_LINES = 40;
const EXCERPT_LINES = 6;
const INDENT = "    ";

/** `✗ double-fine   Wrong Answer   31 ms   0/1` */
export function renderCaseLine(item: CaseReport, { paint }: TerminalStyle): string {
  const mark =
    item.verdict === "Accepted" ? paint("green", "✓") : paint(styleVerdict(item.verdict), "✗");
  const verdict = paint(styleVerdict(item.verdict), item.verdict.padEnd(VERDICT_WIDTH));
  const time = paint("dim", `${item.durationMs} ms`.padStart(8));
  const group = item.group === undefined ? "" : paint("dim", `   ${item.group}`);
  return `${mark} ${item.name.padEnd(NAME_WIDTH)} ${verdict}${time}   ${item.points}/${item.maxPoints}${group}`;
}

/** What a person needs to see under a case line: why it failed, the diff, the program's own words. */
export function renderCaseDetails(item: CaseReport | CaseResult, style: TerminalStyle): string[] {
  const lines: string[] = [];
  if (item.message !== undefined) lines.push(item.message);
  if (item.firstDifference !== undefined) lines.push(describeFirstDifference(item.firstDifference));
  if (item.diff !== undefined) {
    lines.push(...cut(paintDiff(item.diff, style.paint).split("\n"), style));
  }
  if (item.message !== undefined || style.verbose) lines.push(...renderExcerpt(item, style));
  return lines.map((line) => INDENT + line);
}

/**
 * The start of standard error (where Java and Node put the exception and its message), or for a
 * protocol case, whose errors are in its one stream, the end of the output.
 */
function renderExcerpt(item: CaseReport | CaseResult, { paint }: TerminalStyle): string[] {
  const fromOutput = item.kind === "protocol" && "actual" in item;
  const text = (fromOutput ? item.actual : item.stderr).trimEnd();
  if (text.trim() === "") return [];
  const lines = text.split("\n");
  const excerpt = fromOutput ? lines.slice(-EXCERPT_LINES) : lines.slice(0, EXCERPT_LINES);
  const more = lines.length > EXCERPT_LINES ? ` (${EXCERPT_LINES} of ${lines.length} lines)` : "";
  const title = fromOutput ? "output ended with" : "standard error";
  return [paint("dim", `${title}${more}:`), ...excerpt.map((line) => `  ${line}`)];
}

function cut(lines: string[], style: TerminalStyle): string[] {
  if (style.verbose || lines.length <= DIFF_LINES) return lines;
  const rest = lines.length - DIFF_LINES;
  return [
    ...lines.slice(0, DIFF_LINES),
    style.paint("dim", `… ${rest} more lines (--verbose shows all)`),
  ];
}

/** `12 cases: 11 Accepted, 1 Wrong Answer · score 11/12 · 1.2 s` */
export function renderSummary(summary: Summary, { paint }: TerminalStyle): string {
  const counts = VERDICTS.filter((verdict) => summary.byVerdict[verdict] > 0).map((verdict) =>
    paint(styleVerdict(verdict), `${summary.byVerdict[verdict]} ${verdict}`),
  );
  const cases = `${summary.total} ${summary.total === 1 ? "case" : "cases"}`;
  const score = paint("bold", `score ${summary.points}/${summary.maxPoints}`);
  const time = `${(summary.durationMs / 1000).toFixed(1)} s`;
  return `${cases}: ${counts.join(", ")} · ${score} · ${time}`;
}
