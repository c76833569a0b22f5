import { describe, expect, test } from "vitest";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { failingCases, makeReport } from "../helpers/sample-report.js";
import { checkWellFormed } from "../helpers/well-formed-xml.js";

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
      "<system-err>Exception in thread &quot;main&quot; \\x00\\x07&lt;boom&gt;\n</system-err>",
    );
  });

  test("records the score", () => {
    expect(xml).toContain('<property name="score" value="1/3"/>');
  });

  test("is well-formed for an empty suite", () => {
    checkWellFormed(renderJunitReport(makeReport([])));
  });
});
