import { describe, expect, test } from "vitest";
import {
  renderGradescopeResults,
  toGradescopeResults,
} from "../../src/report/render-gradescope.js";
import { failingCases, makeCase, makeReport } from "../helpers/sample-report.js";

describe("Gradescope's results.json", () => {
  test("has the total score, the time in seconds and one test per case, all as text", () => {
    const results = toGradescopeResults(makeReport(failingCases, 2345));
    expect(results).toMatchObject({
      score: 1,
      execution_time: 2.35,
      output_format: "text",
      test_output_format: "text",
      test_name_format: "text",
    });
    expect(
      results.tests.map(({ name, score, max_score, status, output_format }) => ({
        name,
        score,
        max_score,
        status,
        output_format,
      })),
    ).toEqual([
      { name: "a-ok", score: 1, max_score: 1, status: "passed", output_format: "text" },
      { name: "b-wrong", score: 0, max_score: 1, status: "failed", output_format: "text" },
      { name: "c-crash", score: 0, max_score: 1, status: "failed", output_format: "text" },
    ]);
  });

  test("sums points the suite gave, and passes only an accepted case", () => {
    const cases = [
      makeCase("big", { points: 5, maxPoints: 5 }),
      makeCase("pe", { verdict: "Presentation Error", points: 0, maxPoints: 3 }),
    ];
    const results = toGradescopeResults(makeReport(cases));
    expect(results.score).toBe(5);
    expect(results.tests.map((item) => [item.status, item.score, item.max_score])).toEqual([
      ["passed", 5, 5],
      ["failed", 0, 3],
    ]);
  });

  test("puts a failing case's verdict, first difference and whole diff in its output", () => {
    const [, wrong] = toGradescopeResults(makeReport(failingCases)).tests;
    expect(wrong?.output).toBe(
      [
        "Wrong Answer · 0/1 · 12 ms",
        'first difference at line 1, column 1: expected "<x>\\n", got "y & \\"z\\"\\n"',
        "",
        "--- expected",
        "+++ actual",
        "@@ -1,1 +1,1 @@",
        "-<x>",
        '+y & "z"',
        "",
      ].join("\n"),
    );
  });

  test("shows a crash's message and standard error, control characters made visible", () => {
    const [, , crash] = toGradescopeResults(makeReport(failingCases)).tests;
    expect(crash?.output).toBe(
      [
        "Runtime Error · 0/1 · 12 ms",
        "exit code 1",
        "",
        "standard error:",
        '  Exception in thread "main" \\x00\\x07<boom>',
        "",
      ].join("\n"),
    );
  });

  test("names a case with its group, tags it, and says what it checks", () => {
    const item = makeCase("spec-example-1", {
      group: "spec",
      description: "the first example",
      cpuMs: 8,
    });
    const [test] = toGradescopeResults(makeReport([item])).tests;
    expect(test).toMatchObject({ name: "spec-example-1 (spec)", tags: ["spec"] });
    expect(test?.output).toBe("Accepted · 1/1 · 12 ms · cpu 8 ms\nchecks: the first example\n");
  });

  test("shows the arguments and the start of the input of a case not accepted", () => {
    const input = Array.from({ length: 25 }, (_, index) => `line ${index + 1}`).join("\n");
    const item = makeCase("long-input", {
      verdict: "Wrong Answer",
      points: 0,
      args: ["--board", "b.txt"],
      input: `${input}\n`,
    });
    const output = toGradescopeResults(makeReport([item])).tests[0]?.output ?? "";
    expect(output).toContain("\narguments: --board b.txt\n");
    expect(output).toContain("\ninput (first 20 of 25 lines):\n  line 1\n");
    expect(output).toContain("  line 20\n");
    expect(output).not.toContain("line 21");
  });

  test("cuts a diff after 60 lines, saying how many more there were", () => {
    const diff = Array.from({ length: 75 }, (_, index) => `+line ${index}`).join("\n");
    const item = makeCase("long", { verdict: "Wrong Answer", points: 0, diff });
    const output = toGradescopeResults(makeReport([item])).tests[0]?.output ?? "";
    expect(output).toContain("+line 59\n… 15 more lines\n");
    expect(output).not.toContain("+line 60");
  });

  test("gives each case its visibility, and leaves it out where the suite set none", () => {
    const cases = [
      makeCase("open"),
      makeCase("later", { visibility: "after_due_date" }),
      makeCase("staff", { visibility: "hidden" }),
    ];
    const tests = toGradescopeResults(makeReport(cases)).tests;
    expect(tests.map((item) => item.visibility)).toEqual([undefined, "after_due_date", "hidden"]);
    expect(tests[0]).not.toHaveProperty("visibility");
  });

  test("summarises only the cases students may see now, and counts the others", () => {
    const cases = [
      makeCase("open"),
      makeCase("open-wrong", { verdict: "Wrong Answer", points: 0, visibility: "visible" }),
      makeCase("later", { verdict: "Wrong Answer", points: 0, visibility: "after_due_date" }),
      makeCase("staff-1", { verdict: "Runtime Error", points: 0, visibility: "hidden" }),
      makeCase("staff-2", { visibility: "hidden" }),
    ];
    const { output } = toGradescopeResults({ ...makeReport(cases, 1500) });
    expect(output).toBe(
      [
        "shown now: 2 cases: 1 Accepted, 1 Wrong Answer · score 1/2 · 1.5 s",
        "3 more cases: 1 shown after the due date, 2 shown only to the course staff",
        "",
      ].join("\n"),
    );
    expect(output).not.toContain("Runtime Error");
  });

  test("summarises every case, and the isolation, when all are visible", () => {
    const report = { ...makeReport(failingCases, 1500), isolation: { mode: "strict" as const } };
    expect(toGradescopeResults(report).output).toBe(
      "3 cases: 1 Accepted, 1 Wrong Answer, 1 Runtime Error · score 1/3 · 1.5 s · isolation: strict\n",
    );
  });

  test("is JSON whose strings hold a program's markup as plain text", () => {
    const item = makeCase("tags", {
      verdict: "Wrong Answer",
      points: 0,
      diff: "-<b>bold</b>\n+##[error]<script>",
    });
    const text = renderGradescopeResults(makeReport([item]));
    expect(text).not.toContain("##[");
    expect(JSON.parse(text)).toEqual(toGradescopeResults(makeReport([item])));
    expect(JSON.parse(text).tests[0].output).toContain("-<b>bold</b>\n+##[error]<script>");
  });
});
