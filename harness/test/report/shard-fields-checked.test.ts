import { describe, expect, test } from "vitest";
import { checkClassReport } from "../../src/class/merge-classes.js";
import { renderScoreboardHtml } from "../../src/class/render-scoreboard-html.js";
import { toScoreRow } from "../../src/class/score-row.js";
import type { CaseReport } from "../../src/index.js";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import { createPaint } from "../../src/report/paint.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { checkJsonReport } from "../../src/report/render-json.js";
import {
  renderCaseDetails,
  renderCaseLine,
  renderSummary,
} from "../../src/report/render-terminal.js";
import { makeCase, makeClassShard, makeReport } from "../helpers/sample-report.js";

// A shard, or a class.json, may be written by a student's CI job: what it holds in a number's place
// must never reach a page or a terminal as markup or escapes.

const banner = "1</td></tr></table><h1 style='position:fixed'>ALL ACCEPTED 100/100</h1>";
const escapes = "\u001b]8;;http://x\u0007\u001b[2J\r\n::error::x";

/** A sample report with `fields` laid over its first case, as JSON would carry them. */
function reportWithCase(fields: Record<string, unknown>): unknown {
  const report = makeReport([makeCase("a")]);
  return { ...report, cases: [{ ...report.cases[0], ...fields }] };
}

describe("a JSON report read back", () => {
  test.each([
    ["markup for durationMs", { durationMs: banner }, "cases[0].durationMs is not a number"],
    ["a text for cpuMs", { cpuMs: "9" }, "cases[0].cpuMs is not a number"],
    ["an object for memoryBytes", { memoryBytes: {} }, "cases[0].memoryBytes is not a number"],
    ["a number for group", { group: 7 }, "cases[0].group is not a text"],
    // Two shards of 1.7e308 points summed to Infinity, written as null: a report merge then refused.
    ["points past any sum", { points: 1.7e308 }, "cases[0].points is not from 0 to 10^15"],
    ["a negative duration", { durationMs: -5 }, "cases[0].durationMs is not from 0 to 10^15"],
    ["an unknown kind", { kind: "other" }, `cases[0].kind is not one of "io", "protocol"`],
    ["no stderr", { stderr: undefined }, "cases[0].stderr is missing"],
    [
      "half a first difference",
      { firstDifference: { line: 1 } },
      "cases[0].firstDifference.column is missing",
    ],
    ["a number among args", { args: ["a", 1] }, "cases[0].args[1] is not a text"],
  ])("refuses a case with %s, naming the field", (_label, fields, problem) => {
    expect(() => checkJsonReport(reportWithCase(fields), "m.json")).toThrow(
      `m.json is not a games-grade JSON report: ${problem}`,
    );
  });

  test.each([
    ["no summary", "summary", undefined, "summary is missing"],
    [
      "markup for the points",
      "summary",
      { ...makeReport([]).summary, points: banner },
      "summary.points is not a number",
    ],
    [
      "an unknown isolation",
      "isolation",
      { mode: "<b>" },
      `isolation.mode is not one of "strict", "basic", "none"`,
    ],
    ["half a reading", "readings", [{ point: "p" }], "readings[0].alternative is missing"],
    ["a number for the suite", "suite", 3, "suite is not a text"],
  ])("refuses a report with %s, naming the field", (_label, key, value, problem) => {
    const report = { ...makeReport([makeCase("a")]), [key]: value };
    expect(() => checkJsonReport(report, "m.json")).toThrow(
      `m.json is not a games-grade JSON report: ${problem}`,
    );
  });

  test("takes a whole report as the harness writes it", () => {
    const report = makeReport([
      makeCase("a", {
        group: "spec",
        cpuMs: null,
        memoryBytes: 1024,
        firstDifference: { line: 1, column: 2, expected: null, actual: "x", actualCut: true },
      }),
    ]);
    expect(checkJsonReport(JSON.parse(JSON.stringify(report)), "m.json")).toEqual(report);
  });

  test("names the class.json, the student and the field a student's report lacks", () => {
    const { summary: _summary, ...report } = makeReport([makeCase("a")]);
    const json = makeClassShard(report);
    expect(() => checkClassReport(json, "a/class.json")).toThrow(
      "a/class.json (student ana) is not a games-grade JSON report: summary is missing",
    );
    expect(() => checkClassReport({ ...json, settings: null }, "a/class.json")).toThrow(
      "a/class.json is not a games-grade class.json: settings is not an object",
    );
  });
});

describe("the renderers print a number field as a number", () => {
  // As if a report had slipped past the check: each renderer still prints no markup, no escape.
  const forged = makeCase("a", {
    durationMs: banner,
    cpuMs: banner,
    points: escapes,
    group: escapes,
  } as unknown as Partial<CaseReport>);
  const report = makeReport([forged]);
  const summary = { ...report.summary, points: banner, durationMs: escapes };
  const forgedReport = { ...report, summary } as unknown as ReturnType<typeof makeReport>;

  test("in the HTML report", () => {
    const page = renderHtmlReport(forgedReport);
    expect(page).not.toContain("<h1 style");
    expect(page).toContain(`<td class="number">? ms<span class="cpu">cpu ? ms</span></td>`);
  });

  test("on the terminal", () => {
    const style = { paint: createPaint(false), verbose: false };
    const line = renderCaseLine(forged, style);
    for (const raw of ["\u001b", "\u0007", "\r", "\n"]) expect(line).not.toContain(raw);
    expect(line).toContain("? ms   ?/1   \\x1b]8;;http://x\\x07\\x1b[2J\\x0d\\x0a::error::x");
    expect(renderSummary(forgedReport.summary, style)).toBe("1 case: 1 Accepted · score ?/1 · ? s");
  });

  test("on the scoreboard", () => {
    const row = toScoreRow("ana", "ana", forgedReport);
    const page = renderScoreboardHtml({
      suite: "/s",
      cases: [{ name: "a", maxPoints: 1 }],
      rows: [row],
    });
    expect(page).not.toContain("<h1 style");
    expect(page).toContain(">?/1</td>");
  });
});

// A shard's diff was never cut as a run's is: 300,000 lines overflowed the stack of `merge -v`
// (an internal error), and a message of 200,000 backtick runs that of the GitHub summary.
describe("a shard's long texts", () => {
  test("a diff is cut as a run's is, and drawn with --verbose", () => {
    const lines = Array.from({ length: 300_000 }, () => "+b");
    const diff = ["--- expected", "+++ actual", "@@ -1,1 +1,300000 @@", ...lines].join("\n");
    const report = checkJsonReport(reportWithCase({ verdict: "Wrong Answer", diff }), "s.json");
    const kept = report.cases[0]?.diff?.split("\n") ?? [];
    expect(kept.length).toBeLessThan(500);
    expect(kept.at(-1)).toMatch(/^… the diff is cut here: \d+ more lines/);
    const plain = { paint: createPaint(false), nameWidth: 10, verbose: true };
    expect(renderCaseDetails(report.cases[0] ?? makeCase("x"), plain).length).toBeLessThan(500);
  });

  test("a message of many backtick runs is one code span in the job summary", () => {
    const message = "`x".repeat(300_000);
    const report = checkJsonReport(reportWithCase({ verdict: "Wrong Answer", message }), "s.json");
    expect(renderGithubSummary(report, "/")).toContain("Wrong Answer: ");
  });
});
