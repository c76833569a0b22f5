import { describe, expect, test } from "vitest";
import { renderGithubAnnotations } from "../../src/report/render-github-annotations.js";
import { renderGithubSummary } from "../../src/report/render-github-summary.js";
import { failingCases, makeCase, makeReport } from "../helpers/sample-report.js";

const withFiles = failingCases.map((item) => ({
  ...item,
  file: `/repo/fixtures/goose/${item.name}.out`,
}));

describe("GitHub annotations", () => {
  test("give one ::error line per case not accepted, its file relative to the cwd", () => {
    expect(renderGithubAnnotations(makeReport(withFiles), "/repo")).toBe(
      [
        `::error file=fixtures/goose/b-wrong.out,title=Wrong Answer::b-wrong: first difference at line 1, column 1: expected "<x>\\n", got "y & \\"z\\"\\n"`,
        "::error file=fixtures/goose/c-crash.out,title=Runtime Error::c-crash: exit code 1",
        "",
      ].join("\n"),
    );
  });

  test("escape what GitHub reads as syntax in properties and message, a newline shown on the one line", () => {
    const item = makeCase("50%\nof it", {
      verdict: "Runtime Error",
      message: "killed, by: SIGKILL",
      file: "/repo/a,b:c.out",
    });
    expect(renderGithubAnnotations(makeReport([item]), "/repo")).toBe(
      "::error file=a%2Cb%3Ac.out,title=Runtime Error::50%25\\x0aof it: killed, by: SIGKILL\n",
    );
  });

  // A shard's case file `x/##[group]g` reached the log as it was; the message had it neutralised.
  test("neutralise ##[ in the file property as in the message", () => {
    const item = makeCase("a##[group]g", { verdict: "Runtime Error", message: "exit code 1" });
    const file = { ...item, file: "/repo/x/##[group]g.out" };
    expect(renderGithubAnnotations(makeReport([file]), "/repo")).toBe(
      "::error file=x/#\\x23[group]g.out,title=Runtime Error::a#\\x23[group]g: exit code 1\n",
    );
  });

  test("show a terminal's control characters in the file property as in the message", () => {
    const item = makeCase("a\u001b[31m", { verdict: "Runtime Error", message: "exit code 1" });
    const file = { ...item, file: "/repo/a\u001b[31m.out" };
    expect(renderGithubAnnotations(makeReport([file]), "/repo")).toBe(
      "::error file=a\\x1b[31m.out,title=Runtime Error::a\\x1b[31m: exit code 1\n",
    );
  });

  test("leave out the file of a report that has none, and print nothing when all pass", () => {
    expect(renderGithubAnnotations(makeReport(failingCases), "/")).toMatch(/^::error title=/);
    expect(renderGithubAnnotations(makeReport([makeCase("ok")]), "/")).toBe("");
  });
});

describe("the GitHub job summary", () => {
  const markdown = renderGithubSummary(makeReport(withFiles), "/repo");

  test("has a table of verdict counts and the score", () => {
    expect(markdown).toContain("### games-grade: fixtures/goose\n");
    expect(markdown).toContain(
      "| verdict | cases |\n| --- | ---: |\n| ✅ Accepted | 1 |\n| ❌ Wrong Answer | 1 |\n| ❌ Runtime Error | 1 |\n",
    );
    expect(markdown).toContain("**score 1/3** · 3 cases · 0.1 s");
  });

  test("lists the cases not accepted, with the diff in a fence", () => {
    expect(markdown).toContain("#### Not accepted (2)");
    expect(markdown).toContain(
      '<details><summary><code>b-wrong</code> Wrong Answer: first difference at line 1, column 1: expected <code>&#34;&#60;x&#62;&#92;n&#34;</code>, got <code>&#34;y&nbsp;&#38;&nbsp;&#92;&#34;z&#92;&#34;&#92;n&#34;</code></summary>\n\n```diff\n--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-<x>\n+y & "z"\n```\n\n</details>',
    );
    expect(markdown).toContain("- `c-crash` Runtime Error: `exit code 1`");
  });

  test("cuts long diffs and keeps a fence longer than any backticks in them", () => {
    const lines = Array.from({ length: 30 }, (_, index) => `+\`\`\`\` line ${index}`);
    const item = makeCase("long", { verdict: "Wrong Answer", diff: lines.join("\n") });
    const text = renderGithubSummary(makeReport([item]), "/");
    expect(text).toContain("`````diff\n+```` line 0\n");
    expect(text).toContain("+```` line 19\n… 10 more lines\n`````\n");
  });

  // GitHub drops a step's whole summary past 1 MiB: 40 cases of long lines made 2.5 MB.
  test("cuts each diff line short, and shows cases only while they fit", () => {
    const diff = `--- expected\n+++ actual\n@@ -1,1 +1,40 @@\n-ok\n${`+${"█".repeat(1700)}\n`.repeat(40)}`;
    const cases = Array.from({ length: 40 }, (_, index) =>
      makeCase(`c${index}`, { verdict: "Wrong Answer", points: 0, diff }),
    );
    const text = renderGithubSummary(makeReport(cases), "/");
    expect(Buffer.byteLength(text)).toBeLessThan(256 * 1024);
    expect(text).toContain(`\n+${"█".repeat(199)}…\n`);
    expect(text).toMatch(/\n… and \d+ more \(see the job's log\)\n/);
    expect(text).toContain("<code>c0</code>");
  });

  test("keeps markup in case names as code", () => {
    const item = makeCase("<b>|*x*", { verdict: "Runtime Error", message: "boom" });
    expect(renderGithubSummary(makeReport([item]), "/")).toContain(
      "- `<b>|*x*` Runtime Error: `boom`",
    );
  });
});
