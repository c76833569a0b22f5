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
});
