import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { nodeProgram } from "../helpers/suites.js";

// Each game's built CLI behind a wrapper that words one kind of answer wrongly (programs/
// alter-answer.mjs): every case it fails must name a command whose answer holds that wording, and
// that command must be the input line it names. Builds first (turbo does; `pnpm build` by hand).
const root = fileURLToPath(new URL("../../../", import.meta.url));

const mutants = [
  { game: "goose", filter: "spec-example-*", from: " is on square ", to: " is at square " },
  { game: "battleship", filter: "a-name-*", from: " points", to: " pts" },
  { game: "nim", filter: "first-player-wins-*", from: "stones left", to: "stones remain" },
  { game: "fish", filter: "stdin-dice-*", from: "Offending input", to: "Bad input" },
  { game: "campus-chaos", filter: "capture-*", from: "turn.", to: "move." },
];

/** The input lines of a case as the program gets them: an `.in` file's, a protocol's `> ` lines. */
function readInputLines(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (!file.endsWith(".protocol")) return text.split("\n").map((line) => line.replace(/\r$/, ""));
  return text
    .split("\n")
    .filter((line) => line.startsWith("> "))
    .map((line) => line.slice(2));
}

describe.each(mutants)("a $game whose only bug is one wording", ({ game, filter, from, to }) => {
  test("gets each failing case's first wrong answer named with its command", {
    timeout: 120_000,
  }, async () => {
    const bin = path.join(
      root,
      `packages/${game}/bin/${game === "campus-chaos" ? game : `${game}-game`}.js`,
    );
    const result = await runSuite({
      suite: path.join(root, "fixtures", game),
      command: nodeProgram("alter-answer.mjs", bin, JSON.stringify(from), JSON.stringify(to)),
      filter: [filter],
      groups: ["all"],
      sandbox: "none",
      jobs: 2,
    });
    const failed = result.cases.filter((item) => item.verdict !== "Accepted");
    expect(failed.length).toBeGreaterThan(0);
    for (const item of failed) {
      const command = item.firstDifference?.command;
      expect(command?.expected, item.name).toContain(from);
      expect(command?.actual, item.name).toContain(to);
      const input = readInputLines(item.file?.replace(/\.out$/, ".in") ?? "");
      expect(input[(command?.line ?? 0) - 1], item.name).toBe(command?.text);
    }
  });
});

// goose and battleship print nothing for their first input line (the players, the fleet): a rule
// that took a wrong first answer followed by a line more for output added where that command stands
// named it, "expected nothing", in every case; the wrong answer is the next command's.
describe.each(["goose", "battleship"])(
  "a %s whose first answer is wrong, a line more after it",
  (game) => {
    test("gets the command that answered wrongly named, not the one before that printed nothing", {
      timeout: 120_000,
    }, async () => {
      const bin = path.join(root, `packages/${game}/bin/${game}-game.js`);
      const result = await runSuite({
        suite: path.join(root, "fixtures", game),
        command: nodeProgram("alter-first-line.mjs", bin),
        groups: ["all"],
        sandbox: "none",
        jobs: 2,
      });
      const named = result.cases.flatMap((item) => item.firstDifference?.command ?? []);
      expect(named.length).toBeGreaterThan(10);
      for (const command of named) {
        expect(command.expected, command.text).not.toBe("");
        expect(command.actual.startsWith("~"), command.text).toBe(true);
      }
    });
  },
);
