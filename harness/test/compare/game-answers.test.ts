import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitInputLines } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { loadGameAnswers } from "../../src/compare/load-game-answers.js";
import { splitArgs } from "../../src/suite/read-args-file.js";

// Each game's answers, bundled into the built harness, against its cases' expected outputs (checked
// by hand against the specs when they were written): put together, they must be those outputs.
const fixtures = fileURLToPath(new URL("../../../fixtures/", import.meta.url));
const games = ["battleship", "campus-chaos", "fish", "goose", "nim"];
// Cases whose arguments make the game read no commands: battleship refuses any argument; fish
// without --stdin plays the dice of its arguments (here none).
const readingNoInput = ["battleship/argument-given-with-input", "fish/no-inputs-at-all"];

function readInCases(game: string): string[] {
  const names = readdirSync(path.join(fixtures, game)).filter((name) => name.endsWith(".in"));
  return names.map((name) => name.slice(0, -".in".length));
}

describe.each(games)("the answers of %s", (game) => {
  const suite = path.join(fixtures, game);
  const read = (file: string) => readFileSync(path.join(suite, file), "latin1");
  const answerInput = loadGameAnswers(game);

  test("are bundled into the harness", () => {
    expect(answerInput).toBeTypeOf("function");
  });

  test.each(readInCases(game))("to %s make up its expected output", (name) => {
    const reads = !readingNoInput.includes(`${game}/${name}`);
    const args = existsSync(path.join(suite, `${name}.args`))
      ? splitArgs(read(`${name}.args`))
      : [];
    const input = readFileSync(path.join(suite, `${name}.in`)).toString();
    const answers = answerInput?.(splitInputLines(input), { args, readFile: () => undefined });
    const expected = readFileSync(path.join(suite, `${name}.out`), "utf8");
    if (!reads) expect(answers).toBeUndefined();
    else
      expect(answers && [answers.before, ...answers.answers, answers.after].join("")).toBe(
        expected,
      );
  });
});

test("no answers are known for a game that is not one of ours", () => {
  expect(loadGameAnswers("@someone/goose")).toBeUndefined();
  expect(loadGameAnswers("chess")).toBeUndefined();
});
