import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { CLASS_FORMAT, type ClassReport } from "../../src/class/class-report.js";
import { checkClassReport, mergeClassReports } from "../../src/class/merge-classes.js";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

function shard(
  names: string[],
  gradedWith = "h1",
  index = 1,
  header: Partial<ClassReport> = {},
): ClassReport {
  return {
    format: CLASS_FORMAT,
    suite: "/suite",
    gradedWith,
    harness: "0.1.0",
    settings: {},
    ...header,
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

  test("names a student in two shards with their control and bidirectional characters escaped", () => {
    const merge = () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["evil\u202egpj\u001b"]) },
        { file: "b/class.json", report: shard(["evil\u202egpj\u001b"]) },
      ]);
    expect(merge).toThrow(
      new CliError("student evil\\u202egpj\\x1b is in both a/class.json and b/class.json"),
    );
  });

  test.each([
    [
      { settings: { timeLimitMs: 2000, sandbox: "strict" } },
      { settings: { timeLimitMs: 5000, sandbox: "strict", maxTle: 3 } },
      "with other options: --time-limit (2000 and 5000), --max-tle (not given and 3)",
    ],
    [{}, { harness: "0.2.0" }, "by other harness versions (0.1.0 and 0.2.0)"],
    [{}, {}, "against other contents of the suite /suite"],
    [{}, { suite: "/other" }, "against other suites (/suite and /other)"],
  ])("refuses shards graded differently, and names the difference: %j %j", (one, two, how) => {
    const merge = () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["ana"], "h1", 1, one) },
        { file: "b/class.json", report: shard(["bea"], "h2", 2, two) },
      ]);
    expect(merge).toThrow(
      new CliError(`a/class.json and b/class.json were graded ${how}: grade every shard alike`),
    );
  });

  // `OPTION_NAMES[key]` found Object's method: "function toString() { [native code] } (1 and not given)".
  test("names a setting called toString as itself", () => {
    const merge = () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["ana"], "h1", 1, { settings: { toString: 1 } }) },
        { file: "b/class.json", report: shard(["bea"], "h2", 2) },
      ]);
    expect(merge).toThrow("graded with other options: toString (1 and not given): grade every");
  });

  test("checks that a class.json holds students with reports", () => {
    const broken = { ...shard(["ana"]), students: [{ name: "ana", report: { cases: "no" } }] };
    expect(() => checkClassReport(broken, "c.json")).toThrow(
      /^c\.json \(student ana\) is not a games-grade JSON report/,
    );
  });

  test("names a student whose report is broken with their control characters shown, on one line", () => {
    const name = "ana\u001b[2J\r\n::error::x";
    const broken = { ...shard([name]), students: [{ name, report: { cases: "no" } }] };
    expect(() => checkClassReport(broken, "c.json")).toThrow(
      new CliError(
        'c.json (student ana\\x1b[2J\\x0d\\x0a::error::x) is not a games-grade JSON report: "format" is not "games-grade-report/1"',
      ),
    );
  });

  test("shows control characters in the settings, versions and suites that set shards apart", () => {
    const merge = (one: Partial<ClassReport>, two: Partial<ClassReport>) => () =>
      mergeClassReports([
        { file: "a/class.json", report: shard(["ana"], "h1", 1, one) },
        { file: "b/class.json", report: shard(["bea"], "h2", 2, two) },
      ]);
    expect(merge({ settings: { "k\u001b[2J": "\u009b\n" } }, {})).toThrow(
      'with other options: k\\x1b[2J ("\\u009b\\n" and not given)',
    );
    expect(merge({}, { harness: "1\n::error::x" })).toThrow(
      "by other harness versions (0.1.0 and 1\\x0a::error::x)",
    );
    expect(merge({}, { suite: "/s\u001b]0;t\u0007" })).toThrow(
      "against other suites (/suite and /s\\x1b]0;t\\x07)",
    );
  });
});

describe("a class graded in shards", () => {
  // Each shard named only its own students: `José Müller` got the eight-digit hash, the folder the
  // whole class gives `José_Müller-<that hash>`, a student of the other shard, kept as it is.
  test("gives each student the folder the whole class gives them", async () => {
    const hash = createHash("sha256").update("José Müller").digest("hex").slice(0, 8);
    const { root, classArgs } = await makeEchoClass(["José Müller", `José_Müller-${hash}`]);
    const folders = async (...outs: string[]) => {
      const lists = await Promise.all(outs.map((out) => readdir(path.join(root, out, "students"))));
      return lists.flat().sort();
    };
    for (const [out, ...more] of [
      ["whole"],
      ["one", "--shard", "1/2"],
      ["two", "--shard", "2/2"],
    ]) {
      expect(await runCli(makeIo([...classArgs(out ?? ""), ...more]), { NO_COLOR: "1" })).toBe(0);
    }
    expect(await folders("one", "two")).toEqual(await folders("whole"));
    expect(await folders("whole")).toHaveLength(2);
  }, 120_000);
});
