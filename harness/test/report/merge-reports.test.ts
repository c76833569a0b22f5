import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import type { GradeReport } from "../../src/report/grade-report.js";
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

  // Merged reports said nothing of it, where each shard's report did.
  test("says the weakest isolation any shard ran under, with each shard's warning", () => {
    const shard = (name: string, isolation: GradeReport["isolation"]) => ({
      file: `${name}.json`,
      report: { ...makeReport([makeCase(name)]), isolation },
    });
    const warning = "no writable cgroup: memory limits are not enforced";
    const strict = mergeReports([shard("a", { mode: "strict" }), shard("b", { mode: "strict" })]);
    expect(strict.isolation).toEqual({ mode: "strict" });
    const mixed = mergeReports([
      shard("a", { mode: "strict" }),
      shard("b", { mode: "basic", warning }),
      shard("c", { mode: "basic", warning, timeLimit: "wall" }),
    ]);
    expect(mixed.isolation).toEqual({ mode: "basic", timeLimit: "wall", warning });
    const timed = mergeReports([
      shard("a", { mode: "strict", timeLimit: "cpu" }),
      shard("b", { mode: "strict", timeLimit: "cpu" }),
    ]);
    expect(timed.isolation).toEqual({ mode: "strict", timeLimit: "cpu" });
    const unknown = mergeReports([shard("a", { mode: "strict" }), shard("b", undefined)]);
    expect(unknown.isolation).toBeUndefined();
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

  test("names a case in two shards with its control characters shown, on one line, no `##[` left", () => {
    const report = makeReport([
      makeCase("a\u001b]52;c;aGk=\u0007\u001b[2J\r\n::error::x##[error]y"),
    ]);
    expect(() =>
      mergeReports([
        { file: "1.json", report },
        { file: "2.json", report },
      ]),
    ).toThrow(
      new CliError(
        "case a\\x1b]52;c;aGk=\\x07\\x1b[2J\\x0d\\x0a::error::x#\\x23[error]y is in both 1.json and 2.json",
      ),
    );
  });
});
