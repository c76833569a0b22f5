import { describe, expect, test } from "vitest";
import { renderHtmlReport } from "../../../src/report/html/render-html-report.js";
import { failingCases, makeCase, makeReport } from "../../helpers/sample-report.js";

const hostile = makeCase("<img src=x onerror=alert(1)>", {
  verdict: "Wrong Answer",
  points: 0,
  args: ["--name", "<b>"],
  input: "<script>alert('in')</script>\n",
  stderr: "</pre><script>alert('err')</script>",
  firstDifference: { line: 1, column: 1, expected: "ok\n", actual: "<script>" },
  diff: "--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-ok\n+<script>alert('out')</script>",
});

describe("the HTML report", () => {
  const page = renderHtmlReport(makeReport([...failingCases, hostile]));

  test("is one self-contained page: styles inline, no script, nothing loaded", () => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain(".d2h-wrapper");
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'`);
    expect(page).not.toMatch(/<(script|link|img|iframe|object|embed)\b/i);
    expect(page).not.toMatch(/<[a-z][^>]*\s(src|href)="(?!#)/i);
    expect(page).not.toMatch(/https?:\/\//);
  });

  test("escapes everything that came from the program and the case", () => {
    expect(page).toContain("&lt;script&gt;alert(&#39;in&#39;)&lt;/script&gt;");
    expect(page).toContain("&lt;/pre&gt;&lt;script&gt;alert(&#39;err&#39;)");
    expect(page).toContain("<code>&lt;img src=x onerror=alert(1)&gt;</code>");
    expect(page).toContain("<code>&lt;b&gt;</code>");
    expect(page).toContain("&lt;script&gt;alert(&#x27;out&#x27;)");
  });

  test("shows control characters as visible pictures", () => {
    expect(page).toContain("␀␇&lt;boom&gt;");
    expect(page).not.toContain("\u0000");
    expect(page).not.toContain("\u0007");
  });

  test("gives the counts per verdict, the score and a row per case", () => {
    expect(page).toContain(`<li class="total"><span class="count">4</span>cases</li>`);
    expect(page).toContain(
      `<li class="v-wrong-answer verdict"><span class="count">2</span>Wrong Answer</li>`,
    );
    expect(page).toContain(`<li class="score"><span class="count">1/4</span>score</li>`);
    expect(page.match(/<tr class="v-/g)).toHaveLength(4);
  });

  test("gives each case its time and, where measured, its CPU time and memory", () => {
    const timed = renderHtmlReport(
      makeReport([makeCase("busy", { cpuMs: 9, memoryBytes: 3 * 1024 ** 2 }), makeCase("idle")]),
    );
    expect(timed).toContain(
      `<td class="number">12 ms<span class="cpu">cpu 9 ms</span></td><td class="number">3.0 MiB</td>`,
    );
    expect(timed).toContain(`<td class="number">12 ms</td><td class="number">–</td>`);
  });

  test("unfolds only the cases not accepted, linked from their rows", () => {
    expect(page.match(/<details class="case/g)).toHaveLength(3);
    expect(page).toContain(`<a href="#case-2"><code>b-wrong</code></a>`);
    expect(page).toContain(`<details class="case v-wrong-answer" open>`);
    expect(page).toContain(`<div class="body" id="case-2">`);
    expect(page).toContain("<td><code>a-ok</code></td>");
  });

  test("draws the diff side by side, and shows arguments and input", () => {
    expect(page).toContain("d2h-file-side-diff");
    expect(page).toContain("<h3>arguments</h3>");
    expect(page).toContain(`<p class="args"><code>--name</code><code>&lt;b&gt;</code></p>`);
    expect(page).toContain("<h3>standard input</h3>");
  });

  test("makes whitespace in the input visible and says when a text has no final newline", () => {
    const item = makeCase("spaces", { verdict: "Wrong Answer", input: "a  \n\tb" });
    const html = renderHtmlReport(makeReport([item]));
    expect(html).toContain(
      `<pre class="text">a··\n→b<span class="no-eol">no newline at the end</span></pre>`,
    );
  });

  test("says so when there are no cases", () => {
    expect(renderHtmlReport(makeReport([]))).toContain(`<p class="note">no cases</p>`);
  });
});

describe("a case in the HTML report", () => {
  test("shows what it checks under its name, in the table and in its fold", () => {
    const item = makeCase("spec-1", {
      verdict: "Wrong Answer",
      group: "spec",
      description: "Example 1 <of the text>",
    });
    const html = renderHtmlReport(makeReport([item]));
    const description = `<span class="description">Example 1 &lt;of the text&gt;</span>`;
    expect(html).toContain(`<span class="group">spec</span>${description}</td>`);
    expect(html).toContain(`<code class="name">spec-1</code>${description}</summary>`);
  });

  test("that exceeded the time limit shows what it printed before it was stopped, under why", () => {
    const item = makeCase("stuck", {
      verdict: "Time Limit Exceeded",
      message: "still running after 1 s (the time limit); stopped",
      output: "Player 1 rolls\n",
      input: "RGB\n",
    });
    const html = renderHtmlReport(makeReport([item]));
    const why = `<p class="why">still running after 1 s (the time limit); stopped</p>`;
    const output = `<h3>standard output before it was stopped</h3>\n<pre class="text">Player 1 rolls</pre>`;
    expect(html).toContain(`${why}\n${output}\n<h3>arguments</h3>`);
  });

  test("that was stopped having printed nothing says so", () => {
    const item = makeCase("silent", { verdict: "Time Limit Exceeded", message: "stopped" });
    const html = renderHtmlReport(makeReport([item]));
    expect(html).toContain(
      `<h3>standard output before it was stopped</h3>\n<p class="note">nothing</p>`,
    );
  });
});
