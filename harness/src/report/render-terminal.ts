import { describeDifferences } from "../compare/first-difference.js";
import type { BuildFailure, CaseReport, CaseResult, Summary } from "../result/suite-result.js";
import { VERDICTS } from "../result/verdict.js";
import { STDERR_KEPT_BYTES } from "../run/capture-output.js";
import { cutLongLines } from "../text/cut-long-lines.js";
import { showControls, showControlsInLine } from "../text/show-controls.js";
import { showFixed, showNumber } from "../text/show-number.js";
import { formatCpuTime } from "./format-cpu-time.js";
import { DETAILS_LEFT_OUT } from "./keep-details.js";
import { type Paint, paintDiff, styleVerdict } from "./paint.js";

export interface TerminalStyle {
  readonly paint: Paint;
  /** Full diffs and standard error of every case. */
  readonly verbose: boolean;
  /** The width of the name column (default 32); a longer name gets a line of its own. */
  readonly nameWidth?: number;
}

const DEFAULT_NAME_WIDTH = 32;
const VERDICT_WIDTH = 22;
const DIFF_LINES = 40;
const EXCERPT_LINES = 6;
/** A compiler's errors come first and a few of them are what a student needs. */
const BUILD_LINES = 20;
const INDENT = "    ";

/** `✗ double-fine   Wrong Answer   31 ms   0/1 · cpu 24 ms` (the CPU time last: not every case has one) */
export function renderCaseLine(item: CaseReport, style: TerminalStyle): string {
  const { paint } = style;
  const width = style.nameWidth ?? DEFAULT_NAME_WIDTH;
  const mark =
    item.verdict === "Accepted" ? paint("green", "✓") : paint(styleVerdict(item.verdict), "✗");
  const verdict = paint(styleVerdict(item.verdict), item.verdict.padEnd(VERDICT_WIDTH));
  const time = paint("dim", `${showNumber(item.durationMs)} ms`.padStart(8));
  const name = showControlsInLine(item.name);
  // A name longer than the column goes on a line of its own, so the columns below stay aligned.
  const shown = name.length > width ? `${name}\n${" ".repeat(width + 2)}` : name.padEnd(width);
  const group =
    item.group === undefined ? "" : paint("dim", `   ${showControlsInLine(item.group)}`);
  const cpuTime = formatCpuTime(item);
  const cpu = cpuTime === "" ? "" : paint("dim", cpuTime);
  return `${mark} ${shown} ${verdict}${time}   ${showNumber(item.points)}/${showNumber(item.maxPoints)}${group}${cpu}`;
}

/** Why a case failed, in a line or two: the message, or where its output first went wrong. */
export function renderReason(item: CaseReport): string[] {
  // The message on one line: a file name of a student's in it could otherwise print lines of its own.
  const lines = item.message === undefined ? [] : [showControlsInLine(item.message)];
  return [...lines, ...describeDifferences(item).map(showControls)];
}

/** What a person needs to see under a case line: why it failed, the diff, the program's own words. */
export function renderCaseDetails(item: CaseReport | CaseResult, style: TerminalStyle): string[] {
  const lines = renderReason(item);
  if (item.detailsLeftOut === true) lines.push(DETAILS_LEFT_OUT);
  const diff =
    item.diff === undefined
      ? []
      : cut(
          paintDiff(cutDiffLines(showControls(item.diff), style), style.paint).split("\n"),
          style,
        );
  const excerpts = item.verdict !== "Accepted" || style.verbose ? renderExcerpts(item, style) : [];
  // Joined, not pushed as spread arguments: a long diff overflowed the stack.
  return lines.concat(diff, excerpts).map((line) => INDENT + line);
}

/** `✗ the build failed: …` and the start of what the build printed, once, above the cases. */
export function renderBuildFailure(failure: BuildFailure, style: TerminalStyle): string[] {
  // On one line: a student's file name in the message could otherwise print lines of its own.
  const head = `${style.paint("red", "✗")} the build failed: ${showControlsInLine(failure.message)}`;
  const output = renderExcerpt(failure.output, "the build printed", "start", style, BUILD_LINES);
  return [head, ...output.map((line) => INDENT + line)];
}

/**
 * The start of standard error (where Java and Node put the exception and its message), and for a
 * run whose output was not judged (a crash, a limit), the end of what it printed; a protocol case
 * has its errors in that one stream.
 */
function renderExcerpts(item: CaseReport | CaseResult, style: TerminalStyle): string[] {
  const output = item.output ?? (item.kind === "protocol" && "actual" in item ? item.actual : "");
  const title =
    item.verdict === "Time Limit Exceeded" ? "output before it was stopped" : "output ended with";
  return [
    ...renderExcerpt(
      item.kind === "protocol" ? "" : item.stderr,
      item.stderrCut === true
        ? `standard error (its first ${STDERR_KEPT_BYTES / 1024} KiB)`
        : "standard error",
      "start",
      style,
    ),
    ...(item.diff === undefined ? renderExcerpt(output, title, "end", style) : []),
  ];
}

function renderExcerpt(
  text: string,
  title: string,
  part: "start" | "end",
  { paint, verbose }: TerminalStyle,
  shown = EXCERPT_LINES,
): string[] {
  const trimmed = text.trimEnd();
  if (trimmed.trim() === "") return [];
  const lines = trimmed.split("\n");
  const kept = verbose ? lines.length : shown;
  const excerpt = part === "start" ? lines.slice(0, kept) : lines.slice(-kept);
  const more = lines.length > kept ? ` (${kept} of ${lines.length} lines)` : "";
  return [paint("dim", `${title}${more}:`), ...excerpt.map((line) => `  ${showControls(line)}`)];
}

/**
 * Each diff line's characters shown unless `--verbose`: a one-line output of a megabyte printed
 * 32 KiB a case, a class's log megabytes of one letter.
 */
const DIFF_LINE_CHARACTERS = 500;

function cutDiffLines(diff: string, style: TerminalStyle): string {
  return style.verbose ? diff : cutLongLines(diff, DIFF_LINE_CHARACTERS);
}

function cut(lines: string[], style: TerminalStyle): string[] {
  if (style.verbose || lines.length <= DIFF_LINES) return lines;
  const rest = lines.length - DIFF_LINES;
  return [
    ...lines.slice(0, DIFF_LINES),
    style.paint("dim", `… ${countMore(rest, "line")} (--verbose shows all)`),
  ];
}

/** `1 more line`, `2 more lines`. */
export function countMore(count: number, noun: string): string {
  return `${count} more ${count === 1 ? noun : `${noun}s`}`;
}

/** `12 cases: 11 Accepted, 1 Wrong Answer · score 11/12 · 1.2 s` */
export function renderSummary(summary: Summary, { paint }: TerminalStyle): string {
  const counts = VERDICTS.filter((verdict) => summary.byVerdict[verdict] > 0).map((verdict) =>
    paint(styleVerdict(verdict), `${showNumber(summary.byVerdict[verdict])} ${verdict}`),
  );
  const cases = `${showNumber(summary.total)} ${summary.total === 1 ? "case" : "cases"}`;
  const score = paint(
    "bold",
    `score ${showNumber(summary.points)}/${showNumber(summary.maxPoints)}`,
  );
  const time = `${showFixed(summary.durationMs, 1000, 1)} s`;
  return `${cases}: ${counts.join(", ")} · ${score} · ${time}`;
}
