import { describe, expect, test } from "vitest";
import { cutDiff } from "../../../src/compare/render-diff.js";
import { renderDiffHtml } from "../../../src/report/html/render-diff-html.js";

describe("renderDiffHtml", () => {
  test("draws a cut diff's kept lines, and its note under them, outside the diff", () => {
    const flood = Array.from({ length: 5000 }, (_, index) => `+<td>${index}</td>`);
    const diff = cutDiff(["--- expected", "+++ actual", "@@ -1,1 +1,5001 @@", " a", ...flood]);
    const html = renderDiffHtml(diff.join("\n"));
    expect(html).toContain("&lt;td&gt;395&lt;&#x2F;td&gt;");
    expect(html).not.toContain("&lt;td&gt;396&lt;&#x2F;td&gt;");
    expect(html).toMatch(
      /<\/div>\n<p class="note">… the diff is cut here: 4604 more lines, \d+ KiB left out<\/p>\n<\/div>$/,
    );
    // Drawn twice (side by side, one column): still a few hundred kilobytes at most.
    expect(html.length).toBeLessThan(600 * 1024);
  });

  // Marking the words of two lines costs about the product of their lengths: a program's pairs of
  // long lines took seconds each to draw, twice (a shard's uncut diff, hours).
  test("marks the words of short changed lines only", () => {
    const pair = (left: string, right: string) =>
      renderDiffHtml(`--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-${left}\n+${right}\n`);
    expect(pair("red is on 7", "red is on 8")).toMatch(/<ins>8<\/ins>/);
    const long = pair(`${"x ".repeat(300)}7`, `${"x ".repeat(300)}8`);
    expect(long).not.toMatch(/<ins>|<del>/);
    expect(long).toContain("x x x");
  });
});
