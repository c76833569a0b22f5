import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const bytes = (...parts: readonly (string | readonly number[])[]) =>
  Buffer.concat(parts.map((part) => Buffer.from(typeof part === "string" ? part : [...part])));

/** Grades a program that prints `actual` where `expected` was expected, with every report written. */
async function gradeEcho(expected: Buffer, actual: Buffer) {
  const suite = await makeSuite({ "emoji.in": actual, "emoji.out": expected });
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

test("every report shows an emoji as itself and a byte that is not UTF-8 after it as \\xfe", async () => {
  // 💩 is U+D83D U+DCA9, 🃏 U+D83C U+DCCF: their low halves lie where bytes that are not UTF-8 are kept.
  const expected = bytes("X 💩 card 🃏", [0xfe], "\n");
  const actual = bytes("X 💯 card 🃏", [0xfe], "\n");
  const reports = await gradeEcho(expected, actual);
  expect(reports.terminal).toContain('expected "💩 card 🃏\\xfe\\n", got "💯 card 🃏\\xfe\\n"');
  expect(reports.terminal).toContain("-X 💩 card 🃏\\xfe\n    +X 💯 card 🃏\\xfe");
  expect(reports.junit).toContain("-X 💩 card 🃏\\xfe\n+X 💯 card 🃏\\xfe");
  expect(reports.summary).toContain("-X 💩 card 🃏\\xfe\n+X 💯 card 🃏\\xfe");
  expect(reports.summary).toContain("💩&nbsp;card&nbsp;🃏&#92;xfe");
  expect(reports.html).toContain("🃏\\xfe");
  for (const report of Object.values(reports)) {
    expect(report).not.toMatch(/\\ud83[cd]|\\x(a9|af|cf)|\ufffd/);
    expect(report).not.toMatch(/[\ud800-\udfff]/u);
  }
});
