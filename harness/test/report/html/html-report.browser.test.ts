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
    viewport: { width: 1280, height: 900 },
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile !== "") await rm(profile, { recursive: true, force: true });
});

/** A real run: two cases accepted, a wrong answer that prints markup, a trailing-space difference. */
async function writeReport(): Promise<string> {
  const suite = await makeSuite({
    "1-ok.in": "same\n",
    "1-ok.out": "same\n",
    "2-ok.in": "also\n",
    "2-ok.out": "also\n",
    "3-markup.in": "<script>window.pwned = true; alert(1)</script>\n",
    "3-markup.out": "plain text\n",
    "4-spaces.in": "tail  \n",
    "4-spaces.args": "--flag value",
    "4-spaces.out": "tail\n",
  });
  const file = path.join(suite, "report.html");
  const io = makeIo([suite, "--cmd", nodeProgram("echo-input.mjs"), "-r", `html=${file}`]);
  expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
  return file;
}

describe("the HTML report in a browser", () => {
  test("shows the counts, opens a failing case's diff, and runs nothing", async (ctx) => {
    if (context === undefined) return ctx.skip(`${missing}: apt-get install chromium`);
    const page = await context.newPage();
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(pathToFileURL(await writeReport()).href);

    expect(await page.locator(".summary").isVisible()).toBe(true);
    const count = (selector: string) => page.locator(`.summary ${selector} .count`).textContent();
    expect(await count(".total")).toBe("4");
    expect(await count(".v-accepted")).toBe("2");
    expect(await count(".v-wrong-answer")).toBe("1");
    expect(await count(".v-presentation-error")).toBe("1");
    expect(await count(".score")).toBe("2/4");
    expect(await page.locator("table.cases tbody tr").count()).toBe(4);

    const markup = page.locator("details.case", { hasText: "3-markup" });
    const diff = markup.locator(".d2h-file-side-diff").first();
    expect(await diff.isVisible()).toBe(false);
    await markup.locator("summary").click();
    expect(await diff.isVisible()).toBe(true);
    expect(await markup.locator(".d2h-ins .d2h-code-line-ctn").textContent()).toContain(
      "<script>window.pwned = true; alert(1)</script>",
    );
    const inserted = await markup
      .locator("td.d2h-ins")
      .first()
      .evaluate("(cell) => getComputedStyle(cell).backgroundColor");
    expect(inserted).not.toBe("rgba(0, 0, 0, 0)");

    const spaces = page.locator("details.case", { hasText: "4-spaces" });
    await spaces.locator("summary").click();
    expect(await spaces.locator(".d2h-ins .d2h-code-line-ctn").textContent()).toBe("tail··");
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
});
