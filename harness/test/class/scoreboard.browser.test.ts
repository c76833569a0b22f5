import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { renderScoreboardHtml } from "../../src/class/render-scoreboard-html.js";
import { toScoreRow } from "../../src/class/score-row.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

// Debian's chromium, as in test/report/html/html-report.browser.test.ts; CHROMIUM_PATH names another.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing = existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is not installed`;

let browser: Browser | undefined;

beforeAll(async () => {
  if (missing !== undefined) return;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A goose-sized scoreboard: 49 cases with long names, three students, one with a long reason. */
async function writeScoreboard(): Promise<string> {
  const cases = Array.from({ length: 49 }, (_, index) => ({
    name: `cliff-moves-back-from-the-start-square-and-ignores-the-fine-${index}`,
    maxPoints: 1,
  }));
  const wrong = (name: string) =>
    makeCase(name, {
      verdict: "Wrong Answer",
      points: 0,
      firstDifference: { line: 3, column: 19, expected: `${"e".repeat(60)}\n`, actual: "x\n" },
    });
  const rows = ["ana", "João Pires", "zed"].map((student, index) =>
    toScoreRow(
      student,
      student,
      makeReport(cases.map((item) => (index === 1 ? wrong(item.name) : makeCase(item.name)))),
    ),
  );
  const file = path.join(await makeSuite({}), "scoreboard.html");
  await writeFile(file, renderScoreboardHtml({ suite: "/suite", cases, rows }));
  return file;
}

describe.skipIf(missing !== undefined)("the scoreboard in a browser (needs chromium)", () => {
  test.each([1280, 390])(
    "at %i px, shows every case name whole and scrolls the table, not the page",
    async (width) => {
      if (browser === undefined) throw new Error("no browser");
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(pathToFileURL(await writeScoreboard()).href);
      // The page has no DOM types here: these run in the browser, as text.
      const clipped = await page.evaluate(
        `[...document.querySelectorAll("th.case .name")].filter((name) => name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1).length`,
      );
      expect(clipped).toBe(0);
      expect(await page.locator("th.case .name").first().textContent()).toBe(
        "cliff-moves-back-from-the-start-square-and-ignores-the-fine-0",
      );
      const board = await page.evaluate(
        `(() => { const board = document.querySelector(".board"); return [board.scrollWidth > board.clientWidth, document.documentElement.scrollWidth <= ${width}]; })()`,
      );
      expect(board).toEqual([true, true]);
      // The reason wraps in its column, readable without scrolling sideways to its end.
      const reason = page.locator("td.reason").nth(2);
      expect(await reason.textContent()).toMatch(
        /^cliff-.*-0: Wrong Answer: first difference at line 3/,
      );
      const box = await reason.boundingBox();
      expect(box?.width ?? 0).toBeLessThan(width);
      await page.close();
    },
    60_000,
  );
});
