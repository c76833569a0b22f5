import { describe, expect, test } from "vitest";
import type { CaseReport, CaseResult, SuiteResult } from "../../src/index.js";
import { toGradeReport } from "../../src/report/grade-report.js";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import {
  DETAILS_LEFT_OUT,
  keepDetailsWithin,
  REPORT_DETAIL_CHARACTERS,
} from "../../src/report/keep-details.js";
import { mergeReports } from "../../src/report/merge-reports.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { renderGradescopeResults } from "../../src/report/render-gradescope.js";
import { checkJsonReport, renderJsonReport } from "../../src/report/render-json.js";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { summarize } from "../../src/report/summarize.js";
import { makeCase } from "../helpers/sample-report.js";

function wrong(name: string, diff: string, extra: Partial<CaseReport> = {}): CaseReport {
  return makeCase(name, {
    verdict: "Wrong Answer",
    points: 0,
    firstDifference: {
      line: 1,
      column: 1,
      expected: "ok\n",
      actual: "x",
      actualCut: true,
      command: { line: 1, of: 1, text: "go", expected: "ok\n", actual: diff.slice(0, 100) },
    },
    diff,
    stderr: "warning\n",
    input: "go\n",
    ...extra,
  });
}

describe("keepDetailsWithin", () => {
  test("keeps every case's details while they fit", () => {
    const cases = [makeCase("a"), wrong("b", "-ok\n+x"), wrong("c", "-ok\n+y")];
    expect(keepDetailsWithin(cases, 1000)).toEqual(cases);
  });

  test("leaves out the details of the case that does not fit and of every case after it", () => {
    const cases = [wrong("a", "d".repeat(50)), wrong("b", "d".repeat(50)), wrong("c", "-ok")];
    const kept = keepDetailsWithin(cases, 150);
    expect(kept[0]).toEqual(cases[0]);
    for (const item of kept.slice(1)) {
      expect(item).toMatchObject({ verdict: "Wrong Answer", stderr: "", detailsLeftOut: true });
      expect(item).not.toHaveProperty("diff");
      expect(item).not.toHaveProperty("input");
      expect(item.firstDifference).toEqual({
        line: 1,
        column: 1,
        expected: "ok\n",
        actual: "x",
        actualCut: true,
      });
    }
  });

  // 1,024 accepted cases with 8 KiB of standard error each used the budget up before the one that failed.
  test("spends on the cases not accepted first, then on the accepted ones' standard error", () => {
    const noisy = makeCase("a", { stderr: "e".repeat(100) });
    const cases = [noisy, makeCase("b", { stderr: "e".repeat(100) }), wrong("c", "-ok\n+x")];
    const kept = keepDetailsWithin(cases, 150);
    expect(kept[2]).toEqual(cases[2]);
    expect(kept[0]).toEqual(noisy);
    expect(kept[1]).toMatchObject({ verdict: "Accepted", stderr: "", detailsLeftOut: true });
  });

  test("cuts a long message to one short line, and keeps an accepted case as it is", () => {
    const cases = [
      wrong("a", "d".repeat(50)),
      makeCase("b", { verdict: "Runtime Error", points: 0, message: "m".repeat(5000) }),
      makeCase("c"),
    ];
    const kept = keepDetailsWithin(cases, 60);
    expect(kept[1]?.message).toBe(`${"m".repeat(200)}…`);
    expect(kept[2]).toEqual(cases[2]);
  });
});

// One student's 2,400 failing cases, each a 32 KiB diff of control characters (six characters
// apiece in JSON), made a report no string could hold: the class stopped, every report lost.
describe("a report of many cases with large, hostile diffs", () => {
  const diff = `--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-ok\n+${"\u0001".repeat(32 * 1024)}`;
  const cases = Array.from({ length: 2400 }, (_, index) =>
    wrong(`c${String(index).padStart(4, "0")}`, diff, { stderr: "\u0001".repeat(8192) }),
  );
  const result: SuiteResult = {
    suite: "/suite",
    program: "python3 main.py",
    cases: cases.map((item): CaseResult => ({ ...item, expected: "ok\n", actual: "" })),
    summary: summarize(cases, 1000),
    updatedFiles: [],
  };
  const report = toGradeReport(result);

  test("keeps details up to its budget, then says they were left out", () => {
    const kept = report.cases.filter((item) => item.detailsLeftOut !== true);
    const keptSize = kept.reduce((total, item) => total + (item.diff?.length ?? 0), 0);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(cases.length);
    expect(keptSize).toBeLessThanOrEqual(REPORT_DETAIL_CHARACTERS);
    expect(report.cases.at(-1)).toMatchObject({ name: "c2399", detailsLeftOut: true });
  });

  test("is written in every format, and read back as a shard", () => {
    const json = renderJsonReport(report);
    expect(json.length).toBeLessThan(80 * 1024 * 1024);
    expect(checkJsonReport(JSON.parse(json), "shard.json").cases).toHaveLength(2400);
    expect(renderHtmlReport(report)).toContain(DETAILS_LEFT_OUT);
    expect(renderJunitReport(report)).toContain(DETAILS_LEFT_OUT);
    expect(renderGradescopeResults(report)).toContain(DETAILS_LEFT_OUT);
    expect(renderGithubSummary(report, "/")).not.toContain(DETAILS_LEFT_OUT); // its first 30 fit
  });

  test("keeps to one budget when shards are merged", () => {
    const half = (from: number, to: number) => ({
      file: `${from}.json`,
      report: {
        ...report,
        cases: toGradeReport({ ...result, cases: result.cases.slice(from, to) }).cases,
      },
    });
    const leftOut = (cases: readonly CaseReport[]) =>
      cases.filter((item) => item.detailsLeftOut === true).map((item) => item.name);
    const shards = [half(0, 1200), half(1200, 2400)];
    expect(shards.every((shard) => leftOut(shard.report.cases).length < 1200)).toBe(true);
    expect(leftOut(mergeReports(shards).cases)).toEqual(leftOut(report.cases));
  });
});
