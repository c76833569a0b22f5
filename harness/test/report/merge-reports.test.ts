import { describe, expect, test } from "vitest";
import { mergeReports } from "../../src/report/merge-reports.js";
import { failingCases, makeCase, makeReport } from "../helpers/sample-report.js";

describe("mergeReports", () => {
  test("merges shards into one summary over all cases, in name order", () => {
    const [ok, wrong, crash] = failingCases;
    const merged = mergeReports([
      {
        file: "1.json",
        report: makeReport(
          [wrong, makeCase("d-ok")].flatMap((item) => item ?? []),
          300,
        ),
      },
      {
        file: "2.json",
        report: makeReport(
          [ok, crash].flatMap((item) => item ?? []),
          200,
        ),
      },
    ]);
    expect(merged.cases.map((item) => item.name)).toEqual(["a-ok", "b-wrong", "c-crash", "d-ok"]);
    expect(merged.summary).toMatchObject({
      total: 4,
      accepted: 2,
      points: 2,
      maxPoints: 4,
      durationMs: 500,
    });
    expect(merged.suite).toBe("/repo/fixtures/goose");
  });

  test("refuses shards that share a case", () => {
    const report = makeReport([makeCase("same")]);
    expect(() =>
      mergeReports([
        { file: "1.json", report },
        { file: "2.json", report },
      ]),
    ).toThrow("case same is in both 1.json and 2.json");
  });
});
