import { describe, expect, test } from "vitest";
import { renderScoreboardCsv } from "../../src/class/render-scoreboard-csv.js";
import { renderScoreboardHtml } from "../../src/class/render-scoreboard-html.js";
import { type ScoreRow, toScoreRow } from "../../src/class/score-row.js";
import type { CaseReport } from "../../src/index.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const cases = [
  { name: "one", maxPoints: 1 },
  { name: "two", maxPoints: 1 },
];
const failed = (name: string, verdict: CaseReport["verdict"]) =>
  makeCase(name, { verdict, points: 0 });
const wrongAt = (name: string) =>
  makeCase(name, {
    verdict: "Wrong Answer",
    points: 0,
    firstDifference: { line: 2, column: 1, expected: "b\n", actual: "c\n" },
  });
const compileError = (name: string) =>
  makeCase(name, {
    verdict: "Compilation Error",
    points: 0,
    message: "javac failed (exit code 1): Main.java:4: error: ';' expected",
  });

function row(student: string, folder: string, items: CaseReport[]): ScoreRow {
  return toScoreRow(student, folder, makeReport(items));
}

describe("renderScoreboardCsv", () => {
  test("has a row per student: points, a count per verdict, then each case's code", () => {
    const csv = renderScoreboardCsv(cases, [
      row("alice", "alice", [makeCase("one"), makeCase("two")]),
      row("bob", "bob", [failed("one", "Wrong Answer"), failed("two", "Time Limit Exceeded")]),
    ]);
    const [header, alice, bob] = csv.split("\r\n");
    expect(header).toBe(
      "student,id,points,max_points,Accepted,Presentation Error,Wrong Answer,Output Limit Exceeded,Memory Limit Exceeded,Time Limit Exceeded,Runtime Error,Compilation Error,Not Run,reason,one,two",
    );
    expect(alice).toBe("alice,,2,2,2,0,0,0,0,0,0,0,0,,AC,AC");
    expect(bob).toBe("bob,,0,2,0,0,1,0,0,1,0,0,0,one: Wrong Answer,WA,TLE");
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  test("quotes commas and quotes, and keeps a name from running as a spreadsheet formula", () => {
    const csv = renderScoreboardCsv(cases, [
      row('Smith, "Jo"', "x", [makeCase("one"), makeCase("two")]),
      row("=HYPERLINK(1)", "y", [makeCase("one"), makeCase("two")]),
      row("José Müller", "z", [makeCase("one"), makeCase("two")]),
    ]);
    const names = csv.split("\r\n").map((line) => line.slice(0, line.indexOf(",,2,2,")));
    expect(names.slice(1, 4)).toEqual(['"Smith, ""Jo"""', "'=HYPERLINK(1)", "José Müller"]);
  });

  test("gives the reason of the first case not accepted: its first difference, or the compiler's line", () => {
    const csv = renderScoreboardCsv(cases, [
      row("ana", "ana", [makeCase("one"), wrongAt("two")]),
      row("bo", "bo", [compileError("one"), compileError("two")]),
    ]);
    const [, ana, bo] = csv.split("\r\n");
    expect(ana).toContain(
      `,"two: Wrong Answer: first difference at line 2, column 1: expected ""b\\n"", got ""c\\n""",`,
    );
    expect(bo).toContain(
      ",Compilation Error: javac failed (exit code 1): Main.java:4: error: ';' expected,CE,CE",
    );
  });

  test("writes control and bidirectional characters of a name or reason as visible escapes", () => {
    const csv = renderScoreboardCsv(cases, [
      row("evil\u202egpj.exe\u001b[2J\u0007", "x", [
        failed("one", "Runtime Error"),
        makeCase("two"),
      ]),
    ]);
    expect(csv.split("\r\n")[1]).toMatch(/^evil\\u202egpj\.exe\\x1b\[2J\\x07,/);
    for (const raw of ["\u202e", "\u001b", "\u0007"]) expect(csv).not.toContain(raw);
  });

  test("names a Moodle student by name and id", () => {
    const moodle = toScoreRow("João Pires_12345_assignsubmission_file_", "j", makeReport([]), {
      name: "João Pires",
      id: "12345",
    });
    expect(renderScoreboardCsv([], [moodle]).split("\r\n")[1]).toMatch(/^João Pires,12345,0,0,/);
  });
});

describe("renderScoreboardHtml", () => {
  const page = renderScoreboardHtml({
    suite: "/suite",
    cases,
    rows: [
      row("<script>alert(1)</script>", "odd-1234", [
        failed("one", "Presentation Error"),
        makeCase("two"),
      ]),
      row("alice", "alice", [makeCase("one"), makeCase("two")]),
      row("Zoë", "Zoë-5678", [
        failed("one", "Compilation Error"),
        failed("two", "Compilation Error"),
      ]),
    ],
  });

  test("escapes every student's name and runs nothing", () => {
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  test("puts the best score first, and links each cell to the case in the student's report", () => {
    const order = ["alice", "&lt;script&gt;", "Zoë"].map((name) => page.indexOf(`>${name}`));
    expect(order).toEqual([...order].sort((left, right) => left - right));
    expect(page).toContain(
      `href="students/odd-1234/report.html#case-1" title="&lt;script&gt;alert(1)&lt;/script&gt; · one: Presentation Error">PE</a>`,
    );
    expect(page).toContain(`href="students/Zo%C3%AB-5678/report.html#case-2"`);
    expect(page).toContain(`<td class="cell v-accepted"><a href="students/alice/report.html"`);
  });

  test("shows each student's reason in a column of its own, escaped", () => {
    expect(page).toContain(`<td class="reason">one: Presentation Error</td>`);
    const html = renderScoreboardHtml({
      suite: "/suite",
      cases,
      rows: [row("bo\u202ex", "bo", [wrongAt("one"), makeCase("two")])],
    });
    expect(html).toContain(
      `<td class="reason">one: Wrong Answer: first difference at line 2, column 1: expected &quot;b\\n&quot;, got &quot;c\\n&quot;</td>`,
    );
    expect(html).toContain(">bo\\u202ex</a>");
    expect(html).not.toContain("\u202e");
  });

  test("says in each column how many students passed the case", () => {
    expect(page).toContain(`<span class="name">one</span><span class="passed">1/3</span>`);
    expect(page).toContain(`<span class="name">two</span><span class="passed">2/3</span>`);
  });
});

describe("a case named as a method of every object", () => {
  // `row.cases[name]` found Object.prototype's `constructor` for a student the case was not graded for.
  test("is an empty cell for a student without it, not a verdict read off Object", () => {
    const columns = [{ name: "constructor", maxPoints: 1 }];
    const rows = [row("kim", "kim", [makeCase("one")])];
    const page = renderScoreboardHtml({ suite: "/suite", cases: columns, rows });
    expect(page).toContain(`<td class="cell"></td></tr>`);
    expect(renderScoreboardCsv(columns, rows).split("\r\n")[1]).toMatch(/,$/);
  });
});

describe("the scoreboard's slowest case per student", () => {
  const render = (items: CaseReport[]) =>
    renderScoreboardHtml({ suite: "/suite", cases, rows: [row("kim", "kim", items)] });

  test("is on the score, by CPU time where it was measured", () => {
    const page = render([
      makeCase("one", { cpuMs: 1310, durationMs: 2400 }),
      makeCase("two", { cpuMs: 90, durationMs: 5000 }),
    ]);
    expect(page).toContain(
      `<td class="score" title="slowest case: one, 1.31 s of CPU time (2.40 s)">2/2</td>`,
    );
  });

  test("is by wall-clock time where no CPU time was measured", () => {
    const page = render([makeCase("one", { durationMs: 40 }), makeCase("two", { durationMs: 76 })]);
    expect(page).toContain(`title="slowest case: two, 0.08 s">`);
  });

  test("is left out when no case ran", () => {
    const page = render([
      failed("one", "Compilation Error"),
      makeCase("two", { verdict: "Not Run", points: 0 }),
    ]);
    expect(page).toContain(`<td class="score">0/2</td>`);
  });
});
