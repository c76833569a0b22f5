import { describe, expect, test } from "vitest";
import {
  findMissingNewlines,
  renderSideBySide,
} from "../../../src/report/html/render-side-by-side.js";

describe("renderSideBySide", () => {
  test("draws expected on the left and actual on the right", () => {
    const html = renderSideBySide("--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-left\n+right");
    const [left = "", right = ""] = html.split(`<div class="d2h-file-side-diff">`).slice(1);
    expect(left).toContain("left");
    expect(right).toContain("right");
    expect(html).toContain("<span>expected</span><span>actual</span>");
  });

  test("shows text that is no diff as it is, escaped", () => {
    expect(renderSideBySide("(too <different>)")).toBe(
      `<pre class="text">(too &lt;different&gt;)</pre>`,
    );
  });

  test.each([
    ["-a\n\\ No newline at end of file\n+a", ["expected"]],
    ["-a\n+a\n\\ No newline at end of file", ["actual"]],
    [" a\n\\ No newline at end of file", ["expected and actual"]],
    ["-a\n+b", []],
  ])("finds which side lacks a final newline in %j", (diff, sides) => {
    expect(findMissingNewlines(`--- expected\n+++ actual\n@@ -1 +1 @@\n${diff}`)).toEqual(sides);
  });

  test("notes a missing final newline, which diff2html leaves out", () => {
    const diff = "--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file";
    expect(renderSideBySide(diff)).toContain("actual: no newline at the end of the output");
  });
});
