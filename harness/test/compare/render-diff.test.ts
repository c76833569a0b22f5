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
