import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "./memory-io.js";
import { makeSuite, nodeProgram } from "./suites.js";

/**
 * Grades a program that prints `actual` (its input, echoed) where `expected` was expected, with
 * every report written: what the terminal, JUnit, HTML and GitHub's summary say.
 */
export async function gradeEchoReports(expected: string | Buffer, actual: string | Buffer) {
  const suite = await makeSuite({ "case.in": actual, "case.out": expected });
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
