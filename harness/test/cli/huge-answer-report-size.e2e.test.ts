import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { expect, test } from "vitest";
import { makeSuite } from "../helpers/suites.js";

// The built games-grade. A program right up to its last answer, which is 900 KB of a control
// character that JSON writes as six: the answer named must not carry it into the reports whole.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = path.join(root, "harness/bin/games-grade.js");

test("a huge last answer leaves the JSON and HTML reports small", {
  timeout: 120_000,
}, async () => {
  const suite = await makeSuite({
    "tests/session.protocol": "> a\nA\n> b\nB\n",
    "huge.mjs": `process.stdout.write("A\\n" + "\\u0001".repeat(900 * 1024) + "\\n");\n`,
  });
  const result = await execa(
    process.execPath,
    [
      bin,
      path.join(suite, "tests"),
      ...["--sandbox", "none", "--cmd", `${process.execPath} ${path.join(suite, "huge.mjs")}`],
      ...["-r", "terminal", "-r", `json=${suite}/r.json`, "-r", `html=${suite}/r.html`],
    ],
    { reject: false, env: { NO_COLOR: "1" } },
  );
  expect(result.stdout).toContain('answer to command 2 of 2, "b": expected "B", got "\\u0001');
  expect(statSync(`${suite}/r.json`).size).toBeLessThan(512 * 1024);
  expect(statSync(`${suite}/r.html`).size).toBeLessThan(512 * 1024);
});
