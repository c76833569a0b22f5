import { describe, expect, test } from "vitest";
import { createPaint } from "../../src/report/paint.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { renderBuildFailure } from "../../src/report/render-terminal.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

// A build's message names the student's files; a file name may hold newlines, a heading, a link.
const spoof = "x\n\nAll cases Accepted, score 2 of 2\n===\n\nregrade at www.evil.example\n\nB.java";
const message = `2 classes have a public static void main: Main (Main.java), B (${spoof}); keep one`;
const shown =
  "2 classes have a public static void main: Main (Main.java), B (x\\x0a\\x0aAll cases Accepted, score 2 of 2\\x0a===\\x0a\\x0aregrade at www.evil.example\\x0a\\x0aB.java); keep one";

describe("a student's text in the GitHub job summary", () => {
  test("is a code span on the case's one line: no heading, line or link of its own", () => {
    const item = makeCase("a", { verdict: "Compilation Error", points: 0, message });
    const markdown = renderGithubSummary(makeReport([item]), "/");
    expect(markdown).toContain(`\n- \`a\` Compilation Error: \`${shown}\`\n`);
    expect(markdown).not.toContain("\n===");
  });

  test("has a fence longer than any run of backticks in it", () => {
    const item = makeCase("a", { verdict: "Runtime Error", points: 0, message: "``[x](y)`" });
    expect(renderGithubSummary(makeReport([item]), "/")).toContain(
      "- `a` Runtime Error: ``` ``[x](y)` ```\n",
    );
  });

  test("stays on the line of a case with a diff, in its block of HTML", () => {
    const item = makeCase("a", {
      verdict: "Wrong Answer",
      points: 0,
      message: "see\n\n# www.evil.example",
      diff: "-a\n+b",
    });
    expect(renderGithubSummary(makeReport([item]), "/")).toContain(
      "<details><summary><code>a</code> Wrong Answer: <code>see&#92;x0a&#92;x0a&#35; www.evil.example</code></summary>\n",
    );
  });
});

describe("the terminal's line for a failed build", () => {
  test("shows the newlines of a student's file name, on its one line", () => {
    const lines = renderBuildFailure(
      { message, output: "" },
      { paint: createPaint(false), verbose: false },
    );
    expect(lines[0]).toBe(`✗ the build failed: ${shown}`);
  });
});
