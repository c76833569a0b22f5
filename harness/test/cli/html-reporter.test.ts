import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

test("--reporter html=FILE writes the page, with each failing case's input and arguments", async () => {
  const suite = await makeSuite({
    "a.in": "x\n",
    "a.out": "x\n",
    "b.args": "--loud <b>",
    "b.out": "nothing\n",
  });
  const file = path.join(suite, "reports/nested/report.html");
  const io = makeIo([suite, "--cmd", nodeProgram("print-args.mjs"), "-r", `html=${file}`]);
  expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
  expect(io.text()).toContain("2 cases");
  const page = await readFile(file, "utf8");
  expect(page).toContain(`<td class="verdict">Wrong Answer</td>`);
  expect(page).toContain(`<p class="args"><code>--loud</code><code>&lt;b&gt;</code></p>`);
  expect(page).toContain(`<h3>standard input</h3>\n<p class="note">empty</p>`);
});

test("names every report file it wrote in one line after the summary, on standard error when a report has standard output", async () => {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
  const html = path.join(suite, "out/page.html");
  const junit = path.join(suite, "out/junit.xml");
  const results = path.join(suite, "out/results.json");
  const command = [suite, "--cmd", nodeProgram("echo-input.mjs")];
  const reports = ["-r", `html=${html}`, "-r", `junit=${junit}`, "-r", `gradescope=${results}`];
  const shown = makeIo([...command, ...reports]);
  expect(await runCli(shown, { NO_COLOR: "1" })).toBe(0);
  const line = `reports: ${html} (html), ${junit} (junit), ${results} (gradescope)\n`;
  expect(shown.text().split("\n").at(-2)).toBe(line.trimEnd());
  const piped = makeIo([...command, "-r", "json", "-r", `html=${html}`]);
  expect(await runCli(piped, { NO_COLOR: "1" })).toBe(0);
  expect(JSON.parse(piped.text()).summary.total).toBe(1);
  expect(piped.errorText()).toBe(`reports: ${html} (html)\n`);
});

// It was an internal error naming a temporary file, and the reports after it were not written.
test("a report that cannot be written is one line naming it (exit 2), and the others are still written", async () => {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "taken/file": "" });
  const blocked = path.join(suite, "taken/file/page.html"); // a folder that is a file
  const junit = path.join(suite, "out/junit.xml");
  const args = ["-r", `html=${blocked}`, "-r", `junit=${junit}`];
  const io = makeIo([suite, "--cmd", nodeProgram("echo-input.mjs"), ...args]);
  await expect(runCli(io, { NO_COLOR: "1" })).rejects.toMatchObject({
    exitCode: 2,
    message: `cannot write ${blocked} (html): a file is where a folder on its path should be`,
  });
  expect(io.text()).toContain("1 case: 1 Accepted");
  expect(io.text()).toContain(`reports: ${junit} (junit)\n`);
  expect(await readFile(junit, "utf8")).toContain("<testsuite");
});

test("the page of a run stopped at the time limit shows what it printed before it was stopped", async () => {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
  const file = path.join(suite, "out/page.html");
  const command = ["--cmd", nodeProgram("print-then-hang.mjs"), "--time-limit", "1"];
  const io = makeIo([suite, ...command, "-r", `html=${file}`, "-r", "terminal"]);
  expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
  expect(io.text()).toContain("Time Limit Exceeded");
  const page = await readFile(file, "utf8");
  expect(page).toContain(
    `<h3>standard output before it was stopped</h3>\n<pre class="text">x</pre>`,
  );
}, 30_000);
