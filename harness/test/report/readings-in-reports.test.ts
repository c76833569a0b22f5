import { describe, expect, test } from "vitest";
import { renderScoreboardCsv } from "../../src/class/render-scoreboard-csv.js";
import { renderScoreboardHtml } from "../../src/class/render-scoreboard-html.js";
import { toScoreRow } from "../../src/class/score-row.js";
import type { GradeReport } from "../../src/report/grade-report.js";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import { createPaint } from "../../src/report/paint.js";
import { renderClassroomResult } from "../../src/report/render-classroom.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { toGradescopeResults } from "../../src/report/render-gradescope.js";
import { renderJsonReport } from "../../src/report/render-json.js";
import { createTerminalReporter } from "../../src/report/terminal-reporter.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const graded: GradeReport = {
  ...makeReport([makeCase("plain"), makeCase("forest-case", { reading: "forest=e" })]),
  readings: [
    {
      point: "forest",
      alternative: "e",
      cases: ["forest-case"],
      scores: [
        { alternative: "f", points: 0, maxPoints: 1 },
        { alternative: "e", points: 1, maxPoints: 1 },
      ],
    },
  ],
};
const said = "reading forest=e (f 0/1, e 1/1)";

describe("every report says which reading of an open point the program was graded under", () => {
  test("terminal summary", () => {
    const chunks: string[] = [];
    const terminal = createTerminalReporter((text) => chunks.push(text), {
      paint: createPaint(false),
      verbose: false,
      quiet: true,
    });
    terminal.finish(graded);
    expect(chunks.join("")).toContain(`score 2/2 · 0.1 s · ${said}\n`);
  });

  test("JSON, HTML, GitHub summary and Gradescope", () => {
    expect(JSON.parse(renderJsonReport(graded)).readings[0].alternative).toBe("e");
    expect(renderHtmlReport(graded)).toContain(said);
    expect(renderGithubSummary(graded, "/repo")).toContain(said);
    expect(toGradescopeResults(graded).output).toContain(said);
  });

  test("Classroom, on the cases that depend on the point", () => {
    const tests = renderClassroomResult(graded, "/repo").tests;
    expect(tests.map((item) => item.message)).toEqual(["Accepted", "Accepted · reading forest=e"]);
  });

  test("a class's scoreboard: a reading column and the score's tooltip, only for suites with open points", () => {
    const cases = [
      { name: "plain", maxPoints: 1 },
      { name: "forest-case", maxPoints: 1 },
    ];
    const rows = [toScoreRow("ana", "ana", graded)];
    const [header, row] = renderScoreboardCsv(cases, rows).split("\r\n");
    expect(header?.split(",")).toContain("reading");
    expect(row).toContain(',"forest=e (f 0/1, e 1/1)",AC,AC');
    // The score's tooltip also names the slowest case.
    expect(renderScoreboardHtml({ suite: "s", cases, rows })).toContain(
      `title="${said} · slowest case: `,
    );
    const without = renderScoreboardCsv(cases, [
      toScoreRow("bo", "bo", makeReport([makeCase("plain")])),
    ]);
    expect(without.split("\r\n")[0]?.split(",")).not.toContain("reading");
  });
});
