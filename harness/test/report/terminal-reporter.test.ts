import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { createPaint } from "../../src/report/paint.js";
import { createTerminalReporter } from "../../src/report/terminal-reporter.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

const plain = { paint: createPaint(false), verbose: false, quiet: false };

function report(cases: ReturnType<typeof makeCase>[], options = plain): string {
  const chunks: string[] = [];
  const reporter = createTerminalReporter((text) => chunks.push(text), options);
  reporter.start(cases.map((item) => item.name));
  for (const item of cases) reporter.onCase(item);
  reporter.finish(makeReport(cases));
  return chunks.join("");
}

const crash = (name: string) =>
  makeCase(name, {
    verdict: "Runtime Error",
    points: 0,
    exitCode: 1,
    message: "exit code 1",
    stderr: "Error: Could not find or load main class Main\n",
  });

describe("the terminal reporter", () => {
  test("prints cases that failed exactly alike once, then counts them in one line", () => {
    const text = report([crash("case-1"), crash("case-2"), crash("case-3")]);
    expect(text.match(/Could not find or load main class/g)).toHaveLength(1);
    expect(text).toContain(
      "✗ case-2 … case-3: 2 more cases failed exactly like case-1 (Runtime Error; --verbose lists each)\n",
    );
    expect(text).toContain("every case failed the same way (exit code 1, the same standard error)");
  });

  test("lists every case with --verbose, and keeps apart failures that differ", () => {
    expect(
      report([crash("a"), crash("b")], { ...plain, verbose: true }).match(/Could not find/g),
    ).toHaveLength(2);
    const other = { ...crash("b"), stderr: "another error\n" };
    const text = report([crash("a"), other, makeCase("c")]);
    expect(text).toContain("another error");
    expect(text).not.toContain("failed exactly like");
    expect(text).not.toContain("every case failed");
  });

  test("sizes the name column to the longest name, and gives a longer one a line of its own", () => {
    const long = "a-name-much-longer-than-any-column-should-be-so-it-wraps-here";
    const text = report([makeCase("short"), makeCase("a-longer-case-name"), makeCase(long)]);
    const lines = text.split("\n");
    const column = (line: string | undefined) => line?.indexOf("Accepted");
    expect(column(lines[0])).toBe(column(lines[1]));
    expect(lines[2]).toBe(`✓ ${long}`);
    expect(column(lines[3])).toBe(column(lines[1]));
  });

  test("shows standard error for every case not accepted, not only crashes", () => {
    const item = makeCase("wrong", {
      verdict: "Wrong Answer",
      points: 0,
      diff: "--- expected\n+++ actual\n@@ -1 +1 @@\n-a\n+b",
      stderr: "debug: the board was empty\n",
    });
    expect(report([item])).toContain("    standard error:\n      debug: the board was empty\n");
  });

  test("shows what a program printed before the time limit stopped it", () => {
    const item = makeCase("slow", {
      verdict: "Time Limit Exceeded",
      points: 0,
      message: "used more than 1 s of CPU time (the time limit); stopped",
      output: "got this far\n",
    });
    expect(report([item])).toContain("    output before it was stopped:\n      got this far\n");
  });

  test("keeps the one-line reason with --quiet", () => {
    const text = report([crash("a"), makeCase("b")], { ...plain, quiet: true });
    expect(text).toContain("✗ a");
    expect(text).toContain("    exit code 1\n");
    expect(text).not.toContain("standard error");
    expect(text).not.toContain("✓ b");
  });
});

test("a program that cannot start gives one clear line, not one Runtime Error per case", async () => {
  const files: Record<string, string> = {};
  for (let index = 1; index <= 5; index++) files[`case-${index}.out`] = "x\n";
  const suite = await makeSuite(files);
  const io = makeIo([suite, "--cmd", `${process.execPath} no-such-main.js`]);
  expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
  const text = io.text();
  expect(text.match(/Cannot find module/g)).toHaveLength(1);
  expect(text).toContain("✗ case-2 … case-5: 4 more cases failed exactly like case-1");
  expect(text).toContain("does the program start at all? Check --cmd and --cwd.");
  expect(text).toContain("5 cases: 5 Runtime Error");
});
