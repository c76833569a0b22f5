import { describe, expect, test } from "vitest";
import { renderCommandHtml } from "../../../src/report/html/render-command-html.js";
import { makeCase } from "../../helpers/sample-report.js";

const input = `${Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join("\n")}\n`;
const command = {
  line: 9,
  of: 12,
  text: "line 9",
  expected: "fine\n",
  actual: "<script>alert(1)</script>\n",
};
const failing = (overrides: object) =>
  makeCase("a", {
    verdict: "Wrong Answer",
    firstDifference: { line: 1, column: 1, expected: "f", actual: "<", command },
    input,
    ...overrides,
  });

describe("renderCommandHtml", () => {
  test("marks the command among the input lines near it, numbered as in the input", () => {
    const html = renderCommandHtml(failing({})).join("\n");
    expect(html).toContain("<h3>input, command 9 of 12</h3>");
    expect(html).toContain('<span class="line-number">4</span>line 4\n');
    expect(html).toContain('<mark><span class="line-number">9</span>line 9</mark>');
    expect(html).toContain('<span class="line-number">11</span>line 11</pre>');
    expect(html).not.toContain(">3</span>");
  });

  test("shows both answers, the program's escaped", () => {
    const html = renderCommandHtml(failing({})).join("\n");
    expect(html).toContain('<h3>expected answer</h3><pre class="text">fine</pre>');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });

  test("says when an answer was cut short, its last line not called unended", () => {
    const cut = { ...command, actual: "aaaa", actualCut: true };
    const html = renderCommandHtml(
      failing({
        firstDifference: { line: 1, column: 1, expected: "f", actual: "a", command: cut },
      }),
    ).join("\n");
    expect(html).toContain(
      '<h3>its answer</h3><pre class="text">aaaa</pre><p class="note">cut here: a report keeps an answer\'s first 40 lines and 8 KiB, and of one whose end was not found (the next answer not seen again) as much as was expected</p>',
    );
  });

  test("shows the command alone when it is past the input kept, and nothing without a command", () => {
    const html = renderCommandHtml(failing({ input: "line 1\n" })).join("\n");
    expect(html).toContain(
      '<pre class="text input"><mark><span class="line-number">9</span>line 9</mark></pre>',
    );
    expect(renderCommandHtml(makeCase("b"))).toEqual([]);
  });
});
