import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runCli } from "../../../src/cli/run-cli.js";
import { makeIo } from "../../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../../helpers/suites.js";

// Debian's chromium (`apt-get install chromium`; .ci/run installs it), never a downloaded browser.
// CHROMIUM_PATH names another installed one (GitHub's runners have Google Chrome).
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SCREENSHOT = fileURLToPath(new URL("../../../reports/html-report.png", import.meta.url));
const missing = existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is not installed`;

let context: BrowserContext | undefined;
let profile = "";

beforeAll(async () => {
  if (missing !== undefined) return;
  profile = await mkdtemp(path.join(tmpdir(), "harness-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    // Scrollbars as a person sees them: headless mode hides them unless told not to.
    ignoreDefaultArgs: ["--hide-scrollbars"],
    viewport: { width: 1280, height: 900 },
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile !== "") await rm(profile, { recursive: true, force: true });
});

/** Grades `files` with one of the test programs and writes the HTML report; returns its path. */
async function writeReport(
  files: Record<string, string>,
  program: string,
  ...options: string[]
): Promise<string> {
  const suite = await makeSuite(files);
  const file = path.join(suite, "report.html");
  const io = makeIo([suite, "--cmd", nodeProgram(program), "-r", `html=${file}`, ...options]);
  expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
  return file;
}

/** A real run: two cases accepted, a wrong answer that prints markup, a trailing-space difference. */
function writeMarkupReport(): Promise<string> {
  return writeReport(
    {
      "1-ok.in": "same\n",
      "1-ok.out": "same\n",
      "2-ok.in": "also\n",
      "2-ok.out": "also\n",
      "3-markup.in": "<script>window.pwned = true; alert(1)</script>\n",
      "3-markup.out": "plain text\n",
      "4-spaces.in": "tail  \n",
      "4-spaces.args": "--flag value",
      "4-spaces.out": "tail\n",
    },
    "echo-input.mjs",
  );
}

/** Twelve wrong answers: more than start open, so all but the first start folded. */
function writeManyFailuresReport(): Promise<string> {
  const files: Record<string, string> = {};
  for (let index = 1; index <= 12; index++) {
    files[`case-${index}.in`] = `line ${index}\nsecond\n`;
    files[`case-${index}.out`] = `line ${index}\nexpected ${index}\n`;
  }
  return writeReport(files, "echo-input.mjs");
}

async function openPage(file: string, width = 1280) {
  if (context === undefined) throw new Error("no browser");
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(pathToFileURL(file).href);
  return page;
}

describe("the HTML report in a browser", () => {
  test("shows the counts, the failing cases' diffs, and runs nothing", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const page = await context.newPage();
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(pathToFileURL(await writeMarkupReport()).href);

    expect(await page.locator(".summary").isVisible()).toBe(true);
    const count = (selector: string) => page.locator(`.summary ${selector} .count`).textContent();
    expect(await count(".total")).toBe("4");
    expect(await count(".v-accepted")).toBe("2");
    expect(await count(".v-wrong-answer")).toBe("1");
    expect(await count(".v-presentation-error")).toBe("1");
    expect(await count(".score")).toBe("2/4");
    expect(await page.locator("table.cases tbody tr").count()).toBe(4);

    // Two cases not accepted: both start open.
    const markup = page.locator("details.case", { hasText: "3-markup" });
    const diff = markup.locator(".wide .d2h-file-side-diff").first();
    expect(await diff.isVisible()).toBe(true);
    await markup.locator("summary").click();
    expect(await diff.isVisible()).toBe(false);
    await markup.locator("summary").click();
    expect(await markup.locator(".wide .d2h-ins .d2h-code-line-ctn").textContent()).toContain(
      "<script>window.pwned = true; alert(1)</script>",
    );
    const inserted = await markup
      .locator(".wide td.d2h-ins")
      .first()
      .evaluate("(cell) => getComputedStyle(cell).backgroundColor");
    expect(inserted).not.toBe("rgba(0, 0, 0, 0)");

    const spaces = page.locator("details.case", { hasText: "4-spaces" });
    expect(await spaces.locator(".wide .d2h-ins .d2h-code-line-ctn").textContent()).toBe("tail··");
    expect(await spaces.locator(".args").textContent()).toBe("--flagvalue");

    // The page has no DOM types here: these run in the browser, as text.
    expect(await page.evaluate("document.scripts.length")).toBe(0);
    expect(await page.evaluate(`"pwned" in window`)).toBe(false);
    expect(dialogs).toEqual([]);
    expect(requests.every((url) => url.startsWith("file://"))).toBe(true);

    await mkdir(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(existsSync(SCREENSHOT)).toBe(true);
  }, 60_000);

  test("a case's link in the table opens its fold, without any script", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const page = await openPage(await writeManyFailuresReport());
    const folds = page.locator("details.case");
    expect(await folds.count()).toBe(12);
    expect(await folds.nth(0).getAttribute("open")).toBe("");
    const eleventh = page.locator("details.case", { hasText: "case-11" });
    expect(await eleventh.getAttribute("open")).toBeNull();
    expect(await eleventh.locator(".wide .d2h-file-side-diff").first().isVisible()).toBe(false);

    await page.locator("table.cases a", { hasText: "case-11" }).click();
    expect(await eleventh.getAttribute("open")).toBe("");
    expect(await eleventh.locator(".wide .d2h-file-side-diff").first().isVisible()).toBe(true);
    expect(await eleventh.locator("summary").isVisible()).toBe(true);
  }, 60_000);

  test("at 400 pixels the diff is one column that fits the screen", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const page = await openPage(await writeMarkupReport(), 400);
    const markup = page.locator("details.case", { hasText: "3-markup" });
    expect(await markup.locator(".wide").isVisible()).toBe(false);
    expect(await markup.locator(".narrow").isVisible()).toBe(true);
    const lines = markup.locator(".narrow .d2h-code-line-ctn");
    expect(await lines.allTextContents()).toEqual([
      "plain text",
      "<script>window.pwned = true; alert(1)</script>",
    ]);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(400);
    await page.screenshot({ path: SCREENSHOT.replace(".png", "-narrow.png"), fullPage: true });
  }, 60_000);

  test("marks a missing final newline on the line it is missing from", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const file = await writeReport(
      { "a.in": "one\ntwo\n", "a.out": "one\ntwo\n" },
      "no-final-newline.mjs",
    );
    const page = await openPage(file);
    const marker = page.locator(".wide .d2h-ins .no-eol");
    expect(await marker.isVisible()).toBe(true);
    expect(await marker.textContent()).toBe("no newline at the end");
    const line = await page.locator(".wide .d2h-ins .d2h-code-line-ctn").textContent();
    expect(line).toBe("twono newline at the end");
  }, 60_000);

  test("a short diff has no scrollbar, and the first difference keeps its spaces", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const file = await writeReport({ "a.in": "x  \n", "a.out": "x\n" }, "echo-input.mjs");
    const page = await openPage(file);
    const panes = page.locator(".wide .d2h-file-side-diff");
    expect(await panes.count()).toBe(2);
    for (const pane of await panes.all()) {
      // A horizontal scrollbar takes height from the pane's content box.
      const box = await pane.evaluate((element: { offsetHeight: number; clientHeight: number }) => [
        element.offsetHeight,
        element.clientHeight,
      ]);
      expect(box[0]).toBeGreaterThan(0);
      expect(box[0]).toBe(box[1]);
    }
    const quoted = page.locator("code.quoted").nth(1);
    expect(await quoted.textContent()).toBe(`"  \\n"`);
    // innerText is the text as rendered: collapsed whitespace would show one space.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
    expect(await quoted.innerText()).toBe(`"  \\n"`);
  }, 60_000);

  test("a Time Limit Exceeded case shows what the program printed before it was stopped", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const file = await writeReport(
      { "slow.in": "got this far\n", "slow.out": "got this far\nand more\n" },
      "print-then-hang.mjs",
      "--time-limit",
      "1s",
    );
    const page = await openPage(file);
    const slow = page.locator("details.case", { hasText: "slow" });
    expect(await slow.locator("summary .verdict").textContent()).toBe("Time Limit Exceeded");
    const heading = slow.locator("h3", { hasText: "standard output before it was stopped" });
    expect(await heading.isVisible()).toBe(true);
    expect(await slow.locator("pre.text").nth(1).textContent()).toBe("got this far");
  }, 60_000);
});
