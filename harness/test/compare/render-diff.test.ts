import { describe, expect, test } from "vitest";
import { cutDiff, renderDiff, showWhitespace } from "../../src/compare/render-diff.js";

describe("renderDiff", () => {
  test("writes a unified diff of expected against actual", () => {
    expect(renderDiff("a\nb\nc\n", "a\nx\nc\n")).toBe(
      ["--- expected", "+++ actual", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"].join("\n"),
    );
  });

  test("marks a missing final newline", () => {
    expect(renderDiff("a\n", "a")).toContain("\\ No newline at end of file");
  });

  test("keeps only three lines of context around a change", () => {
    const lines = (changed: string) => `${[1, 2, 3, 4, 5, 6, 7, 8, 9].join("\n")}\n${changed}\n`;
    const diff = renderDiff(lines("10"), lines("ten"));
    expect(diff).toContain("@@ -7,4 +7,4 @@");
    expect(diff).not.toContain(" 5\n");
  });
});

describe("renderDiff on long outputs", () => {
  const block = Array.from({ length: 12 }, (_, index) => `line ${index}`).join("\n");

  test("numbers the lines from the outputs' first, however far they first differ", () => {
    const expected = `${block}\n`.repeat(1000);
    const diff = renderDiff(expected, `${`${block}\n`.repeat(999)}x\n`);
    // Block 1000 starts at line 11,989; three lines of context before it.
    expect(diff.split("\n").slice(2, 7)).toEqual([
      "@@ -11986,15 +11986,4 @@",
      " line 9",
      " line 10",
      " line 11",
      "-line 0",
    ]);
  });

  // A megabyte of empty lines against a short answer: the diff of the whole took half a second of
  // the grader's one thread, and ended "the outputs differ too much to show a diff".
  test("diffs a flood of lines from where the outputs differ, and shows it cut", () => {
    const lines = renderDiff(`${block}\n`, "\n".repeat(1024 * 1024)).split("\n");
    expect(lines[2]).toMatch(/^@@ -1,12 \+1,\d+ @@$/);
    expect(lines.slice(3, 5)).toEqual(["-line 0", "-line 1"]);
    expect(lines).toContain("+");
    expect(lines.at(-1)).toMatch(/^… the diff is cut here: /);
  });

  test("says where it stopped comparing, though what it compared ends with no hunk cut", () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `line ${index}`);
    const changed = lines.map((line, index) => (index === 5 || index === 6000 ? "x" : line));
    const diff = renderDiff(`${lines.join("\n")}\n`, `${changed.join("\n")}\n`).split("\n");
    expect(diff.slice(2, 4)).toEqual(["@@ -3,7 +3,7 @@", " line 2"]);
    expect(diff.at(-1)).toBe("… the diff is cut here: compared on 1600 lines from line 3");
  });

  // The fewest edits between outputs unlike each other cost the grader's thread up to a second; a
  // limit on the clock instead made a busy machine's diff another one.
  test("shows outputs unlike each other as replaced whole, the same on any machine", () => {
    const lines = (mark: string) => Array.from({ length: 900 }, (_, index) => `${mark}${index}`);
    const diff = renderDiff(`${lines("a").join("\n")}\n`, `${lines("b").join("\n")}\n`);
    expect(diff.split("\n").slice(2, 4)).toEqual(["@@ -1,196 +1,196 @@", "-a0"]);
  });

  // Whole, the removed lines filled the diff: 398 of them and no added line, `+1,0` as if the
  // program had printed nothing.
  test("shows both sides of outputs unlike each other, each cut to half of the diff", () => {
    const lines = (mark: string) =>
      Array.from({ length: 60_000 }, (_, index) => `${mark} ${index}`);
    const diff = renderDiff(`${lines("line").join("\n")}\n`, `${lines("LINE").join("\n")}\n`);
    const shown = diff.split("\n");
    expect(shown[2]).toBe("@@ -1,196 +1,196 @@");
    expect(shown.filter((line) => line.startsWith("-"))).toHaveLength(197);
    expect(shown.filter((line) => line.startsWith("+"))).toHaveLength(197);
    expect(shown).toContain("+LINE 195");
    expect(shown.at(-1)).toBe(
      "… the diff is cut here: the outputs differ throughout; the first 196 expected and 196 actual lines shown",
    );
  });

  // Past the lines compared, a line that matches one further on shows as removed or added.
  test("leaves out the end of the lines compared, where a side goes on past them", () => {
    const many = "a\n".repeat(10_000);
    const lines = renderDiff(many, `b\n${many}`).split("\n");
    expect(lines).toEqual([
      "--- expected",
      "+++ actual",
      "@@ -1,3 +1,4 @@",
      "+b",
      " a",
      " a",
      " a",
      "… the diff is cut here: compared on 1600 lines from line 1",
    ]);
  });
});

describe("cutDiff", () => {
  const diff = (body: readonly string[]) => [
    "--- expected",
    "+++ actual",
    "@@ -1,1 +1,60000 @@",
    ...body,
  ];

  test("cuts a diff past 400 lines, and its last line says how much was left out", () => {
    // 60,000 short lines of markup, below the output limit: such a diff once grew an HTML report
    // past 100 MB.
    const flood = Array.from({ length: 60_000 }, (_, index) => `+<td>${index % 10}</td>`);
    const lines = cutDiff(diff(flood));
    expect(lines).toHaveLength(401);
    expect(lines.slice(2, 4)).toEqual(["@@ -1,1 +1,60000 @@", "+<td>0</td>"]);
    // 60,003 lines, 400 kept: 59,603 left out, of 12 bytes each with the newline.
    expect(lines[400]).toBe("… the diff is cut here: 59603 more lines, 699 KiB left out");
  });

  test("cuts a diff past 32 KiB, showing the start of a line longer than that", () => {
    const lines = cutDiff(diff([`+${"y".repeat(1024 * 1024)}`]));
    expect(lines.join("\n").length).toBeLessThan(20 * 1024);
    expect(lines[3]).toBe(`+${"y".repeat(16 * 1024 - 1)}…`);
    expect(lines[4]).toBe("… the diff is cut here: 1 more line, 1025 KiB left out");
  });

  test("leaves a diff within both limits as it is", () => {
    expect(cutDiff(diff(["-a", "+b"]))).toEqual(diff(["-a", "+b"]));
  });
});

describe("showWhitespace", () => {
  test.each([
    ["+a  ", "+a··"],
    ["-\tx", "-→x"],
    ["+a\r", "+a␍"],
    ["+a \r", "+a·␍"],
    [" a b", " a b"],
    ["\\ No newline at end of file", "\\ No newline at end of file"],
    ["+ a ␍␍", "+ a ␍␍"],
    ["+  ", "+··"],
    ["+", "+"],
  ])("shows %j as %j", (line, shown) => {
    expect(showWhitespace(line)).toBe(shown);
  });

  test("takes time in proportion to a line of a program's output, however its spaces run", () => {
    // Each case's diff is drawn in the grader's one thread: before, this line took 11 s.
    const line = `+${" ".repeat(60_000)}x`;
    const started = performance.now();
    expect(showWhitespace(line)).toBe(line);
    expect(showWhitespace(`${line}  `)).toBe(`${line}··`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
