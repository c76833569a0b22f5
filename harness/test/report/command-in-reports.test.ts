import { describe, expect, test } from "vitest";
import { renderClassroomResult } from "../../src/report/render-classroom.js";
import { renderGithubAnnotations } from "../../src/report/render-github-annotations.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { toGradescopeResults } from "../../src/report/render-gradescope.js";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { renderReason } from "../../src/report/render-terminal.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const command = {
  line: 12,
  of: 40,
  text: "square R",
  expected: "R is on square 7\n",
  actual: "R is at square 7\n",
};
const report = makeReport([
  makeCase("wrong-square", {
    verdict: "Wrong Answer",
    points: 0,
    firstDifference: {
      line: 3,
      column: 6,
      expected: "on square 7\n",
      actual: "at square 7\n",
      command,
    },
    diff: "--- expected\n+++ actual\n@@ -3,1 +3,1 @@\n-R is on square 7\n+R is at square 7",
  }),
]);
const line =
  'answer to command 12 of 40, "square R": expected "R is on square 7", got "R is at square 7"';

describe("the line naming the command whose answer went wrong", () => {
  test.each([
    ["the terminal", () => renderReason(report.cases[0] ?? makeCase("none")).join("\n")],
    ["JUnit", () => renderJunitReport(report).replaceAll("&quot;", '"')],
    ["GitHub's annotations", () => renderGithubAnnotations(report, "/repo")],
    ["Classroom", () => renderClassroomResult(report, "/repo").tests[0]?.message ?? ""],
    ["Gradescope", () => toGradescopeResults(report).tests[0]?.output ?? ""],
  ])("is in %s", (_where, render) => {
    expect(render()).toContain(line);
  });

  test("is in GitHub's job summary, its quotes marked up", () => {
    expect(renderGithubSummary(report, "/repo")).toContain(
      "Wrong Answer: answer to command 12 of 40, <code>&#34;square&nbsp;R&#34;</code>: expected <code>&#34;R&nbsp;is&nbsp;on&nbsp;square&nbsp;7&#34;</code>",
    );
  });
});
