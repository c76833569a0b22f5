import { expect, test } from "vitest";
import { gradeEchoReports } from "../helpers/grade-echo-reports.js";

const RAW = /[\u00a0\u200b\ufeff\u2060\u202e]/;

test("a no-break space where a space is expected is a Wrong Answer that every report shows", async () => {
  const reports = await gradeEchoReports("hello world\n", "hello\u00a0world\n");
  expect(reports.terminal).toContain("Wrong Answer");
  expect(reports.terminal).toContain('expected " world\\n", got "\\u00a0world\\n"');
  expect(reports.terminal).toContain("-hello world\n    +hello\\u00a0world");
  expect(reports.junit).toContain("-hello world\n+hello\\u00a0world");
  expect(reports.summary).toContain("-hello world\n+hello\\u00a0world");
  expect(reports.html).toContain("hello\\u00a0world");
  for (const report of Object.values(reports)) expect(report).not.toMatch(RAW);
});

test("zero-width characters and a right-to-left override are shown in every report", async () => {
  const actual = "a\u200bb\ufeff\u2060\nscore: \u202estnioP 01\n";
  const reports = await gradeEchoReports("ab\nscore: 10 Points\n", actual);
  expect(reports.terminal).toContain("+a\\u200bb\\ufeff\\u2060");
  expect(reports.terminal).toContain("+score: \\u202estnioP 01");
  expect(reports.junit).toContain("+score: \\u202estnioP 01");
  expect(reports.summary).toContain("+score: \\u202estnioP 01");
  expect(reports.html).toContain("\\u202estnioP 01");
  expect(reports.html).toContain("a\\u200bb\\ufeff\\u2060");
  for (const report of Object.values(reports)) expect(report).not.toMatch(RAW);
});
