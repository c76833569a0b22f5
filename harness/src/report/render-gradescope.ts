import type { CaseReport } from "../result/suite-result.js";
import type { Visibility } from "../result/visibility.js";
import { neutraliseJson } from "../text/guard-workflow-commands.js";
import { showControls, showControlsInLine } from "../text/show-controls.js";
import { showNumber } from "../text/show-number.js";
import { describeIsolation } from "./describe-isolation.js";
import { readingsSuffix } from "./describe-readings.js";
import { formatCpuTime } from "./format-cpu-time.js";
import type { GradeReport } from "./grade-report.js";
import { DETAILS_LEFT_OUT } from "./keep-details.js";
import { createPaint } from "./paint.js";
import { countMore, renderReason, renderSummary } from "./render-terminal.js";
import { summarize } from "./summarize.js";

/**
 * Gradescope's `results.json` (https://gradescope-autograders.readthedocs.io/en/latest/specs/).
 * Every text is `"text"`: Gradescope shows it in a `<pre>` as it is, so a program's output keeps its
 * spaces and can never become markup (Markdown or HTML would need every character escaped, and
 * would still collapse the whitespace a diff is often about).
 */
export interface GradescopeResults {
  readonly score: number;
  /** Seconds. */
  readonly execution_time: number;
  readonly output: string;
  readonly output_format: "text";
  readonly test_output_format: "text";
  readonly test_name_format: "text";
  readonly tests: readonly GradescopeTest[];
}

export interface GradescopeTest {
  readonly name: string;
  readonly score: number;
  readonly max_score: number;
  readonly status: "passed" | "failed";
  readonly output: string;
  readonly output_format: "text";
  readonly tags?: readonly string[];
  readonly visibility?: Visibility;
}

const DIFF_LINES = 60;
const EXCERPT_LINES = 20;
const plain = { paint: createPaint(false), verbose: false };

/** The report as Gradescope's `results.json`; `##[` is written `#\u0023[`, as in the JSON report. */
export function renderGradescopeResults(report: GradeReport): string {
  return neutraliseJson(`${JSON.stringify(toGradescopeResults(report), null, 2)}\n`);
}

export function toGradescopeResults(report: GradeReport): GradescopeResults {
  return {
    score: report.summary.points,
    execution_time: Math.round(report.summary.durationMs / 10) / 100,
    output: describeRun(report),
    output_format: "text",
    test_output_format: "text",
    test_name_format: "text",
    tests: report.cases.map(toTest),
  };
}

function toTest(item: CaseReport): GradescopeTest {
  const name = showControlsInLine(item.name);
  return {
    name: item.group === undefined ? name : `${name} (${item.group})`,
    score: item.points,
    max_score: item.maxPoints,
    status: item.verdict === "Accepted" ? "passed" : "failed",
    output: describeCase(item),
    output_format: "text",
    ...(item.group === undefined ? {} : { tags: [item.group] }),
    ...(item.visibility === undefined ? {} : { visibility: item.visibility }),
  };
}

/**
 * The text above the tests, which every student sees: the summary of only the cases they may see
 * now, so it gives nothing away about the others, and how many more there are.
 */
function describeRun(report: GradeReport): string {
  const shown = report.cases.filter((item) => (item.visibility ?? "visible") === "visible");
  const isolation = `${describeIsolation(report.isolation)}${readingsSuffix(report.readings)}`;
  const build = describeFailedBuild(report.cases);
  if (shown.length === report.cases.length)
    return `${renderSummary(report.summary, plain)}${isolation}\n${build}`;
  const summary = renderSummary(summarize(shown, report.summary.durationMs), plain);
  return `shown now: ${summary}${isolation}\n${describeLater(report.cases)}\n${build}`;
}

/** When the build failed, why and what the compiler said, once above the tests (the same in each). */
function describeFailedBuild(cases: readonly CaseReport[]): string {
  const [first] = cases;
  if (first === undefined || cases.some((item) => item.verdict !== "Compilation Error")) return "";
  const lines = [
    "",
    ...renderReason(first),
    ...excerpt(first.stderr, "the compiler's output", "start"),
  ];
  return `${lines.join("\n")}\n`;
}

const LATER: Readonly<Record<Exclude<Visibility, "visible">, string>> = {
  after_due_date: "after the due date",
  after_published: "once grades are published",
  hidden: "only to the course staff",
};

/** `3 more cases: 2 shown after the due date, 1 only to the course staff` */
function describeLater(cases: readonly CaseReport[]): string {
  const parts = (Object.keys(LATER) as (keyof typeof LATER)[]).flatMap((visibility) => {
    const count = cases.filter((item) => item.visibility === visibility).length;
    return count === 0 ? [] : [`${count} shown ${LATER[visibility]}`];
  });
  const later = cases.filter((item) => (item.visibility ?? "visible") !== "visible").length;
  return `${countMore(later, "case")}: ${parts.join(", ")}`;
}

/** A test's text: verdict and points, what it checks, why it failed, its diff and the program's words. */
function describeCase(item: CaseReport): string {
  const head = `${item.verdict} · ${showNumber(item.points)}/${showNumber(item.maxPoints)} · ${showNumber(item.durationMs)} ms${formatCpuTime(item)}`;
  const lines = [head];
  if (item.description !== undefined) lines.push(`checks: ${showControls(item.description)}`);
  if (item.verdict !== "Accepted") lines.push(...describeFailure(item));
  return `${lines.join("\n")}\n`;
}

function describeFailure(item: CaseReport): string[] {
  const diff = item.diff === undefined ? [] : ["", ...cut(showControls(item.diff), DIFF_LINES)];
  const args = item.args === undefined || item.args.length === 0 ? [] : item.args;
  const title =
    item.verdict === "Time Limit Exceeded" ? "output before it was stopped" : "output ended with";
  return [
    ...renderReason(item),
    ...(item.detailsLeftOut === true ? ["", DETAILS_LEFT_OUT] : []),
    ...diff,
    ...(args.length === 0 ? [] : ["", `arguments: ${showControls(args.join(" "))}`]),
    ...excerpt(item.input ?? "", "input", "start"),
    ...excerpt(item.kind === "protocol" ? "" : item.stderr, "standard error", "start"),
    ...(item.diff === undefined ? excerpt(item.output ?? "", title, "end") : []),
  ];
}

/** A titled piece of a text: its first or last lines, each indented, control characters shown. */
function excerpt(text: string, title: string, part: "start" | "end"): string[] {
  const trimmed = text.trimEnd();
  if (trimmed.trim() === "") return [];
  const lines = trimmed.split("\n");
  const kept = part === "start" ? lines.slice(0, EXCERPT_LINES) : lines.slice(-EXCERPT_LINES);
  const which = part === "start" ? "first" : "last";
  const more =
    lines.length > kept.length ? ` (${which} ${kept.length} of ${lines.length} lines)` : "";
  return ["", `${title}${more}:`, ...kept.map((line) => `  ${showControls(line)}`)];
}

function cut(text: string, limit: number): string[] {
  const lines = text.split("\n");
  if (lines.length <= limit) return lines;
  return [...lines.slice(0, limit), `… ${countMore(lines.length - limit, "line")}`];
}
