import path from "node:path";
import { describeDifferences } from "../compare/first-difference.js";
import type { CaseReport } from "../result/suite-result.js";
import { neutraliseMarkup } from "../text/guard-workflow-commands.js";
import { showControls } from "../text/show-controls.js";
import { showFixed, showNumber } from "../text/show-number.js";
import { nameIsolation } from "./describe-isolation.js";
import { describeReadings } from "./describe-readings.js";
import type { GradeReport } from "./grade-report.js";
import { DETAILS_LEFT_OUT } from "./keep-details.js";

/**
 * A JUnit XML report, as CI systems read it: wrong output is a failure, a crash or limit an error.
 * Safe to print into a CI log: see `neutraliseMarkup`.
 */
export function renderJunitReport(report: GradeReport): string {
  return neutraliseMarkup(renderJunitDocument(report));
}

function renderJunitDocument(report: GradeReport): string {
  const name = path.basename(report.suite) || report.suite;
  const { failures, errors } = countProblems(report.cases);
  const counts = `tests="${report.cases.length}" failures="${failures}" errors="${errors}"`;
  const time = `time="${seconds(report.summary.durationMs)}"`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="games-grade" ${counts} ${time}>`,
    `  <testsuite name="${escapeXml(name)}" ${counts} skipped="0" ${time}>`,
    "    <properties>",
    `      <property name="suite" value="${escapeXml(report.suite)}"/>`,
    `      <property name="program" value="${escapeXml(report.program)}"/>`,
    `      <property name="score" value="${showNumber(report.summary.points)}/${showNumber(report.summary.maxPoints)}"/>`,
    ...renderIsolationProperty(report),
    ...renderReadingProperty(report),
    "    </properties>",
    ...report.cases.map((item) => renderTestCase(item, name)),
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}

function renderTestCase(item: CaseReport, suiteName: string): string {
  const open = `    <testcase name="${escapeXml(item.name)}" classname="${escapeXml(suiteName)}" time="${seconds(item.durationMs)}"`;
  const properties = renderCaseProperties(item);
  if (item.verdict === "Accepted")
    return properties.length === 0
      ? `${open}/>`
      : [`${open}>`, ...properties, "    </testcase>"].join("\n");
  const element = isOutputVerdict(item) ? "failure" : "error";
  const reason = item.message ?? describeDifferences(item).join("; ");
  const message = reason === "" ? item.verdict : `${item.verdict}: ${reason}`;
  const lines = [
    `${open}>`,
    ...properties,
    `      <${element} type="${escapeXml(item.verdict)}" message="${escapeXml(message)}">${escapeXml(item.diff ?? (item.detailsLeftOut === true ? DETAILS_LEFT_OUT : ""))}</${element}>`,
  ];
  if (item.output !== undefined)
    lines.push(`      <system-out>${escapeXml(item.output)}</system-out>`);
  if (item.stderr !== "") lines.push(`      <system-err>${escapeXml(item.stderr)}</system-err>`);
  return [...lines, "    </testcase>"].join("\n");
}

/** The case's group, description and what it used, as JUnit properties (what CI systems show as metadata). */
function renderCaseProperties(item: CaseReport): string[] {
  const entries = [
    ["group", item.group],
    ["description", item.description],
    ["reading", item.reading],
    ["memory-bytes", item.memoryBytes == null ? undefined : showNumber(item.memoryBytes)],
    ["cpu-ms", item.cpuMs == null ? undefined : showNumber(item.cpuMs)],
  ].filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return [];
  return [
    "      <properties>",
    ...entries.map(
      ([name, value]) => `        <property name="${name}" value="${escapeXml(value)}"/>`,
    ),
    "      </properties>",
  ];
}

function countProblems(cases: readonly CaseReport[]): { failures: number; errors: number } {
  const failed = cases.filter((item) => item.verdict !== "Accepted");
  const failures = failed.filter(isOutputVerdict).length;
  return { failures, errors: failed.length - failures };
}

function isOutputVerdict(item: CaseReport): boolean {
  return item.verdict === "Wrong Answer" || item.verdict === "Presentation Error";
}

function seconds(ms: number): string {
  return showFixed(ms, 1000, 3);
}

/**
 * Escapes text for XML. Characters XML 1.0 cannot hold (NUL, most controls, bytes that are not
 * UTF-8) and those a terminal or CI log would act on (ESC, CR, C1 and bidirectional controls) are
 * made visible as `\x1b`, `\u009b`, `\xfe`; nothing is dropped.
 */
export function escapeXml(text: string): string {
  return showControls(text)
    .replace(/[\ufffe\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`)
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** The reading of each open point the program was graded under, when the suite names any. */
function renderReadingProperty(report: GradeReport): string[] {
  const readings = describeReadings(report.readings);
  return readings === ""
    ? []
    : [`      <property name="readings" value="${escapeXml(readings)}"/>`];
}

/** Which isolation the program ran under: `strict`, and how its time limit was measured. */
function renderIsolationProperty({ isolation }: GradeReport): string[] {
  if (isolation === undefined) return [];
  return [`      <property name="isolation" value="${escapeXml(nameIsolation(isolation))}"/>`];
}
