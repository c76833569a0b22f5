import { describe, expect, test } from "vitest";
import { renderDiff, showWhitespace } from "../../src/compare/render-diff.js";

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

describe("showWhitespace", () => {
  test.each([
    ["+a  ", "+a··"],
    ["-\tx", "-→x"],
    ["+a\r", "+a␍"],
    ["+a \r", "+a·␍"],
    [" a b", " a b"],
    ["\\ No newline at end of file", "\\ No newline at end of file"],
  ])("shows %j as %j", (line, shown) => {
    expect(showWhitespace(line)).toBe(shown);
  });
});
