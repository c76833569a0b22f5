import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { expect, test } from "vitest";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

// The built games-grade (turbo builds first) on a goose whose only bug is the wording of `square X`'s
// answer. In spec-example-2, input line 18 is `square W`, the first `square` of a player that is
// on the board: its answer, the 7th output line, is the first that goes wrong (checked by hand).
const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = path.join(root, "harness/bin/games-grade.js");

test("a wrongly worded answer is named by its command in the terminal, JSON and HTML reports", {
  timeout: 120_000,
}, async () => {
  const reports = await makeSuite({});
  const goose = path.join(root, "packages/goose/bin/goose-game.js");
  const mutant = nodeProgram("alter-answer.mjs", goose, '" is on square "', '" is at square "');
  const result = await execa(
    process.execPath,
    [
      bin,
      path.join(root, "fixtures/goose"),
      ...["--filter", "spec-example-2-*", "--sandbox", "none", "--cmd", mutant],
      ...["-r", "terminal", "-r", `json=${reports}/r.json`, "-r", `html=${reports}/r.html`],
    ],
    { reject: false, env: { NO_COLOR: "1" } },
  );
  expect(result.stdout).toContain(
    'answer to command 18 of 31, "square W": expected "W is on square 7", got "W is at square 7"',
  );
  const json = JSON.parse(readFileSync(`${reports}/r.json`, "utf8"));
  expect(json.cases[0].firstDifference.command).toEqual({
    line: 18,
    of: 31,
    text: "square W",
    expected: "W is on square 7\n",
    actual: "W is at square 7\n",
  });
  const html = readFileSync(`${reports}/r.html`, "utf8");
  expect(html).toContain('<mark><span class="line-number">18</span>square W</mark>');
  expect(html).toContain("<h3>expected answer</h3>");
});
