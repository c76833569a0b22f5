import { describe, expect, test } from "vitest";
import type { GradeReport } from "../../src/report/grade-report.js";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const graded: GradeReport = {
  ...makeReport([makeCase("a-ok")]),
  isolation: { mode: "basic", timeLimit: "wall" },
};
const said = "basic · time limit on the wall clock (no CPU time here)";

// The terminal, JSON and Gradescope said it; the HTML, JUnit and GitHub summary did not.
describe("a report a teacher reads elsewhere says which isolation the program ran under", () => {
  test("HTML report", () => {
    expect(renderHtmlReport(graded)).toContain(` · isolation: ${said}`);
  });

  test("JUnit properties", () => {
    expect(renderJunitReport(graded)).toContain(`<property name="isolation" value="${said}"/>`);
  });

  test("GitHub job summary", () => {
    expect(renderGithubSummary(graded, "/repo")).toContain(
      `<code>node goose.js</code> · isolation: ${said}\n`,
    );
  });
});
