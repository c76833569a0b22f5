import type { CaseReport } from "../../src/index.js";
import { type GradeReport, REPORT_FORMAT } from "../../src/report/grade-report.js";
import { summarize } from "../../src/report/summarize.js";

export function makeCase(name: string, overrides: Partial<CaseReport> = {}): CaseReport {
  return {
    name,
    kind: "io",
    verdict: "Accepted",
    points: 1,
    maxPoints: 1,
    durationMs: 12,
    exitCode: 0,
    signal: null,
    stderr: "",
    ...overrides,
  };
}

export function makeReport(cases: CaseReport[], durationMs = 100): GradeReport {
  return {
    format: REPORT_FORMAT,
    suite: "/repo/fixtures/goose",
    program: "node goose.js",
    summary: summarize(cases, durationMs),
    cases,
  };
}

export const failingCases: CaseReport[] = [
  makeCase("a-ok"),
  makeCase("b-wrong", {
    verdict: "Wrong Answer",
    points: 0,
    firstDifference: { line: 1, column: 1, expected: "<x>\n", actual: 'y & "z"\n' },
    diff: '--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-<x>\n+y & "z"',
  }),
  makeCase("c-crash", {
    verdict: "Runtime Error",
    points: 0,
    exitCode: 1,
    message: "exit code 1",
    stderr: 'Exception in thread "main" \u0000\u0007<boom>\n',
  }),
];

/** A `class.json` of one student, `ana`, whose report is `report` (a field may be left out). */
export function makeClassShard(report: object) {
  return {
    format: "games-grade-class/1",
    suite: "/suite",
    gradedWith: "h",
    settings: {},
    cases: [{ name: "a", maxPoints: 1 }],
    students: [{ name: "ana", report }],
  };
}
