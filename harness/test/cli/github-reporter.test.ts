import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

async function gradeWithGithub(env: Record<string, string>) {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "x\n", "b.out": "y\n" });
  const io = makeIo([suite, "--cmd", nodeProgram("echo-input.mjs"), "-r", "github"]);
  const status = await runCli(io, { NO_COLOR: "1", ...env });
  return { suite, status, text: io.text(), errorText: io.errorText() };
}

describe("--reporter github", () => {
  test("appends a Markdown summary to $GITHUB_STEP_SUMMARY and annotates failing cases", async () => {
    const summaryDir = await makeSuite({});
    const summaryFile = path.join(summaryDir, "step-summary.md");
    await appendFile(summaryFile, "earlier step\n");
    const { suite, status, text, errorText } = await gradeWithGithub({
      GITHUB_STEP_SUMMARY: summaryFile,
    });
    expect(status).toBe(1);
    const file = path.relative(process.cwd(), path.join(suite, "b.out"));
    expect(text).toContain("1 Wrong Answer · score 1/2");
    expect(text).toMatch(
      new RegExp(
        `\\n::error file=${file.replaceAll(".", "\\.")},title=Wrong Answer::b: first difference at line 1, column 1: expected "y\\\\n", got "x\\\\n"\\n$`,
      ),
    );
    expect(errorText).toBe("");
    const markdown = await readFile(summaryFile, "utf8");
    expect(markdown).toMatch(/^earlier step\n### games-grade: /);
    expect(markdown).toContain("| ✅ Accepted | 1 |\n| ❌ Wrong Answer | 1 |");
    expect(markdown).toContain("**score 1/2** · 2 cases");
    expect(markdown).toContain("```diff\n--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-y\n+x\n```");
  });

  test("without $GITHUB_STEP_SUMMARY prints the annotations only, and says why on stderr", async () => {
    const { text, errorText } = await gradeWithGithub({});
    expect(text).toContain("::error file=");
    expect(errorText).toBe(
      "games-grade: GITHUB_STEP_SUMMARY is not set (not in GitHub Actions?): no job summary written\n",
    );
  });
});
