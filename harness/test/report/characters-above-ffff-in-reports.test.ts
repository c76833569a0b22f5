import { expect, test } from "vitest";
import { gradeEchoReports } from "../helpers/grade-echo-reports.js";

const bytes = (...parts: readonly (string | readonly number[])[]) =>
  Buffer.concat(parts.map((part) => Buffer.from(typeof part === "string" ? part : [...part])));

test("every report shows an emoji as itself and a byte that is not UTF-8 after it as \\xfe", async () => {
  // 💩 is U+D83D U+DCA9, 🃏 U+D83C U+DCCF: their low halves lie where bytes that are not UTF-8 are kept.
  const expected = bytes("X 💩 card 🃏", [0xfe], "\n");
  const actual = bytes("X 💯 card 🃏", [0xfe], "\n");
  const reports = await gradeEchoReports(expected, actual);
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
