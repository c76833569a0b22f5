import { test } from "vitest";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import { failingCases, makeReport } from "../helpers/sample-report.js";
test("p", () => {
  const page = renderHtmlReport(makeReport(failingCases));
  for (const m of page.matchAll(/<script|<link|<img|\bsrc=|https?:\/\/(?!www\.w3\.org)/gi)) console.log(JSON.stringify(page.slice(m.index - 80, m.index + 80)));
});
