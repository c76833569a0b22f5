import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { CLASS_FORMAT, type ClassReport } from "../../src/class/class-report.js";
import { checkClassReport, mergeClassReports } from "../../src/class/merge-classes.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

function shard(names: string[], gradedWith = "h1", index = 1): ClassReport {
  return {
    format: CLASS_FORMAT,
    suite: "/suite",
    gradedWith,
    settings: {},
    cases: [{ name: "a-ok", maxPoints: 1 }],
    shard: `${index}/2`,
    students: names.map((name) => ({ name, report: makeReport([makeCase("a-ok")]) })),
  };
}

describe("mergeClassReports", () => {
  test("joins the shards' students in name order, without a shard", () => {
    const merged = mergeClassReports([
      { file: "a/class.json", report: shard(["bea", "student-10"]) },
      { file: "b/class.json", report: shard(["ana", "student-2"], "h1", 2) },
    ]);
    expect(merged.students.map((student) => student.name)).toEqual([
      "ana",
      "bea",
      "student-2",
      "student-10",
    ]);
    expect(merged.shard).toBeUndefined();
  });

  test("refuses a student in two shards", () => {
    const merge = () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["ana"]) },
        { file: "b/class.json", report: shard(["ana"]) },
      ]);
    expect(merge).toThrow(new CliError("student ana is in both a/class.json and b/class.json"));
  });

  test("refuses shards graded against another suite or with other options", () => {
    const merge = () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["ana"], "h1") },
        { file: "b/class.json", report: shard(["bea"], "h2") },
      ]);
    expect(merge).toThrow(/a\/class\.json and b\/class\.json were graded differently/);
  });

  test("checks that a class.json holds students with reports", () => {
    const broken = { ...shard(["ana"]), students: [{ name: "ana", report: { cases: "no" } }] };
    expect(() => checkClassReport(broken, "c.json")).toThrow(
      /^c\.json \(student ana\) is not a games-grade JSON report/,
    );
  });
});
