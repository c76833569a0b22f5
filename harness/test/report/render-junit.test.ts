import { describe, expect, test } from "vitest";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { failingCases, makeReport } from "../helpers/sample-report.js";

/** Checks that tags nest and close, attributes are quoted, and no raw `<`, `&` or control character is left. */
function checkWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\n/, "");
  expect(body).not.toContain("\u0000");
  expect(body).not.toContain("\u0007");
  expect(body.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toContain("&");
  const open: string[] = [];
  for (const [tag] of body.matchAll(/<[^>]*>/g)) {
    expect(tag).toMatch(/^<\/?[a-z-]+(\s+[a-z]+="[^"<]*")*\s*\/?>$/);
    const name = /^<\/?([a-z-]+)/.exec(tag)?.[1] ?? "";
    if (tag.startsWith("</")) expect(open.pop()).toBe(name);
    else if (!tag.endsWith("/>")) open.push(name);
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>/g, "")).not.toContain("<");
}

describe("the JUnit report", () => {
  const xml = renderJunitReport(makeReport(failingCases));

  test("is well-formed XML even with markup and control characters in the output", () => {
    checkWellFormed(xml);
  });

  test("counts wrong output as failures and crashes as errors", () => {
    expect(xml).toContain(
      '<testsuites name="games-grade" tests="3" failures="1" errors="1" time="0.100">',
    );
    expect(xml).toContain('<testsuite name="goose" tests="3" failures="1" errors="1" skipped="0"');
    expect(xml).toContain('<testcase name="a-ok" classname="goose" time="0.012"/>');
    expect(xml).toContain(
      '<failure type="Wrong Answer" message="Wrong Answer: first difference at line 1, column 1: expected &quot;&lt;x&gt;\\n&quot;, got &quot;y &amp; \\&quot;z\\&quot;\\n&quot;">',
    );
    expect(xml).toContain('<error type="Runtime Error" message="Runtime Error: exit code 1">');
    expect(xml).toContain(
      "<system-err>Exception in thread &quot;main&quot; &lt;boom&gt;\n</system-err>",
    );
  });

  test("records the score", () => {
    expect(xml).toContain('<property name="score" value="1/3"/>');
  });

  test("is well-formed for an empty suite", () => {
    checkWellFormed(renderJunitReport(makeReport([])));
  });
});
