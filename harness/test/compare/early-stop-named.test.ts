import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { describeDifferences } from "../../src/compare/first-difference.js";
import { runSuite } from "../../src/index.js";
import { nodeProgram } from "../helpers/suites.js";

// nim's first-player-wins-one-game (compared with trim-end) on a nim that reads only the first six
// input lines: its output stops right after the prompt `Bob's turn. Enter stones to remove : `,
// trailing space printed, that command 6 (`1`) answers; command 7 is the first it never answered.
// Built games first (turbo does; `pnpm build` by hand).
const root = fileURLToPath(new URL("../../../", import.meta.url));

test("a game that stops early under trim-end is blamed on the first command it did not answer", {
  timeout: 60_000,
}, async () => {
  const nim = path.join(root, "packages/nim/bin/nim-game.js");
  const result = await runSuite({
    suite: path.join(root, "fixtures/nim"),
    command: nodeProgram("stop-early.mjs", nim, "6"),
    filter: ["first-player-wins-one-game"],
    sandbox: "none",
  });
  const item = result.cases[0];
  expect(item?.verdict).toBe("Wrong Answer");
  expect(item === undefined ? [] : describeDifferences(item).slice(0, 2)).toEqual([
    'answer to command 7 of 11, "1": expected "" then "2 stones left : * *", got nothing',
    'first difference at line 10, column 38: expected "\\n", got end of output',
  ]);
});
