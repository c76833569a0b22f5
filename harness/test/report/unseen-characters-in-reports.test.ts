import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

/** Grades a program that prints `actual` where `expected` was expected, with every report written. */
async function gradeEcho(expected: string, actual: string) {
  const suite = await makeSuite({ "unseen.in": actual, "unseen.out": expected });
  const file = (name: string) => path.join(suite, name);
  const reporters = ["terminal", `junit=${file("r.xml")}`, `html=${file("r.html")}`, "github"];
  const io = makeIo(
    [suite, "--cmd", nodeProgram("echo-input.mjs")].concat(
      reporters.flatMap((reporter) => ["--reporter", reporter]),
    ),
  );
  const env = { NO_COLOR: "1", GITHUB_STEP_SUMMARY: file("summary.md") };
  expect(await runCli(io, env)).toBe(1);
  const read = (name: string) => readFile(file(name), "utf8");
  return {
    terminal: io.text(),
    junit: await read("r.xml"),
    html: await read("r.html"),
    summary: await read("summary.md"),
  };
}

const RAW = /[\u00a0\u200b\ufeff\u2060\u202e]/;

test("a no-break space where a space is expected is a Presentation Error that every report shows", async () => {
  const reports = await gradeEcho("hello world\n", "hello\u00a0world\n");
  expect(reports.terminal).toContain("Presentation Error");
  expect(reports.terminal).toContain('expected " world\\n", got "\\u00a0world\\n"');
  expect(reports.terminal).toContain("-hello world\n    +hello\\u00a0world");
  expect(reports.junit).toContain("-hello world\n+hello\\u00a0world");
  expect(reports.summary).toContain("-hello world\n+hello\\u00a0world");
  expect(reports.html).toContain("hello\\u00a0world");
  for (const report of Object.values(reports)) expect(report).not.toMatch(RAW);
});

test("zero-width characters and a right-to-left override are shown in every report", async () => {
  const actual = "a\u200bb\ufeff\u2060\nscore: \u202estnioP 01\n";
  const reports = await gradeEcho("ab\nscore: 10 Points\n", actual);
  expect(reports.terminal).toContain("+a\\u200bb\\ufeff\\u2060");
  expect(reports.terminal).toContain("+score: \\u202estnioP 01");
  expect(reports.junit).toContain("+score: \\u202estnioP 01");
  expect(reports.summary).toContain("+score: \\u202estnioP 01");
  expect(reports.html).toContain("\\u202estnioP 01");
  expect(reports.html).toContain("a\\u200bb\\ufeff\\u2060");
  for (const report of Object.values(reports)) expect(report).not.toMatch(RAW);
});
