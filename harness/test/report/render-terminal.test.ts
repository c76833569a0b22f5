import { describe, expect, test } from "vitest";
import { createPaint } from "../../src/report/paint.js";
import {
  renderCaseDetails,
  renderCaseLine,
  renderSummary,
} from "../../src/report/render-terminal.js";
import { failingCases, makeCase, makeReport } from "../helpers/sample-report.js";

const plain = { paint: createPaint(false), verbose: false };
const colored = { paint: createPaint(true), verbose: false };

describe("the terminal report", () => {
  test("gives each case one line with its verdict, time and points", () => {
    expect(renderCaseLine(makeCase("spec-example-1"), plain)).toBe(
      `✓ ${"spec-example-1".padEnd(32)} ${"Accepted".padEnd(22)}   12 ms   1/1`,
    );
  });

  // A case's name is a file's: it may hold a newline, which broke the line in two.
  test("shows a newline, a tab and an ESC in a case's name, on its one line", () => {
    const line = renderCaseLine(makeCase("a\nb\tc\u001b[2J"), plain);
    expect(line).toBe(
      `✓ ${"a\\x0ab\\x09c\\x1b[2J".padEnd(32)} ${"Accepted".padEnd(22)}   12 ms   1/1`,
    );
  });

  test("ends the line with the case's CPU time where it was measured", () => {
    expect(renderCaseLine(makeCase("busy", { group: "spec", cpuMs: 9 }), plain)).toBe(
      `✓ ${"busy".padEnd(32)} ${"Accepted".padEnd(22)}   12 ms   1/1   spec · cpu 9 ms`,
    );
  });

  test("puts the first difference above the diff of a wrong answer", () => {
    const lines = renderCaseDetails(failingCases[1] ?? makeCase("x"), plain);
    expect(lines[0]).toBe(
      `    first difference at line 1, column 1: expected "<x>\\n", got "y & \\"z\\"\\n"`,
    );
    expect(lines.slice(1, 3)).toEqual(["    --- expected", "    +++ actual"]);
  });

  test("shows why a program crashed and the start of its standard error", () => {
    const lines = renderCaseDetails(failingCases[2] ?? makeCase("x"), plain);
    expect(lines).toEqual([
      "    exit code 1",
      "    standard error:",
      `      Exception in thread "main" \\x00\\x07<boom>`,
    ]);
  });

  // A class's message may name a student's file, whose name may hold a newline: its words printed a
  // line of their own, unindented, that read as the grader's.
  test("keeps a case's message on its one line", () => {
    const message = "cannot unpack x\n✓ all cases Accepted";
    const item = makeCase("zip", { verdict: "Compilation Error", message });
    expect(renderCaseDetails(item, plain)).toEqual([
      "    cannot unpack x\\x0a✓ all cases Accepted",
    ]);
  });

  test("shows the end of a crashed protocol case's output, where its error went", () => {
    const actual = `${Array.from({ length: 7 }, (_, index) => `line ${index}`).join("\n")}\nException: boom\n`;
    const item = {
      ...makeCase("talk", { kind: "protocol", verdict: "Runtime Error", message: "exit code 1" }),
      expected: "",
      actual,
    };
    expect(renderCaseDetails(item, plain)).toEqual([
      "    exit code 1",
      "    output ended with (6 of 8 lines):",
      ...["line 2", "line 3", "line 4", "line 5", "line 6", "Exception: boom"].map(
        (line) => `      ${line}`,
      ),
    ]);
  });

  // A one-line output of a megabyte printed 32 KiB a case.
  test("cuts a long diff line at 500 characters unless verbose", () => {
    const long = "x".repeat(2000);
    const item = makeCase("long", { verdict: "Wrong Answer", diff: `-${long}\n+y` });
    expect(renderCaseDetails(item, plain)).toEqual([`    -${"x".repeat(499)}…`, "    +y"]);
    expect(renderCaseDetails(item, { ...plain, verbose: true })[0]).toBe(`    -${long}`);
  });

  test("cuts long diffs unless verbose", () => {
    const diff = Array.from({ length: 100 }, (_, index) => `+${index}`).join("\n");
    const item = makeCase("long", { verdict: "Wrong Answer", diff });
    expect(renderCaseDetails(item, plain).at(-1)).toBe("    … 60 more lines (--verbose shows all)");
    expect(renderCaseDetails(item, { ...plain, verbose: true })).toHaveLength(100);
  });

  test("colours only when asked to", () => {
    expect(renderCaseLine(failingCases[1] ?? makeCase("x"), plain)).not.toContain("\u001b[");
    expect(renderCaseLine(failingCases[1] ?? makeCase("x"), colored)).toContain(
      "\u001b[31m✗\u001b[39m",
    );
  });

  test("sums up the verdicts and the score", () => {
    expect(renderSummary(makeReport(failingCases, 1234).summary, plain)).toBe(
      "3 cases: 1 Accepted, 1 Wrong Answer, 1 Runtime Error · score 1/3 · 1.2 s",
    );
  });
});
