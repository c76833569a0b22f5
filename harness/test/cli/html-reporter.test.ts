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
