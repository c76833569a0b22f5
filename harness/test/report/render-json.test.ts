import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { readJsonReport, renderJsonReport } from "../../src/report/render-json.js";
import { failingCases, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

describe("the JSON report", () => {
  test("reads back exactly what it wrote", async () => {
    const report = makeReport(failingCases);
    const dir = await makeSuite({ "report.json": renderJsonReport(report) });
    expect(await readJsonReport(path.join(dir, "report.json"))).toEqual(report);
  });

  test.each([
    ["[]", "not a JSON object"],
    ["{}", `"format" is not "games-grade-report/1"`],
    [`{"format":"games-grade-report/1","cases":[{"name":"x"}]}`, "suite is missing"],
    ["not json", "cannot read the report"],
  ])("refuses %s", async (text, message) => {
    const dir = await makeSuite({});
    const file = path.join(dir, "broken.json");
    await writeFile(file, text);
    await expect(readJsonReport(file)).rejects.toThrow(message);
  });
});
