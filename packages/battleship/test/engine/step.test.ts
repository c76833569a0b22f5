import { describe, expect, test } from "vitest";
import { createGame } from "../../src/engine/game.js";
import { step } from "../../src/engine/step.js";

const game = createGame({
  firstName: "Ann",
  firstFleet: "A.",
  secondName: "Bob",
  secondFleet: ".B",
});

describe("step", () => {
  test.each([
    ["player", "Next player: Ann\n"],
    ["score Ann", "Ann has 0 points\n"],
    ["fleet Bob", ".B\n"],
    ["score Zoe", "Nonexistent player\n"],
    ["fleet Zoe", "Nonexistent player\n"],
    ["score ", "Nonexistent player\n"],
    ["fleet ", "Nonexistent player\n"],
    ["shoot 3", "Invalid shot\n"],
    ["Score Ann", "Invalid command\n"],
  ])("answers %j with one line and keeps the state", (line, output) => {
    expect(step(game, line)).toEqual({ state: game, output, finished: false });
  });

  test("prints nothing for a valid shot and returns the new state", () => {
    const result = step(game, "shoot 1");
    expect(result.output).toBe("");
    expect(result.state.next).toBe(1);
    expect(result.finished).toBe(false);
  });

  test("finishes on quit with the unfinished-game message", () => {
    expect(step(game, "quit")).toEqual({
      state: game,
      output: "The game was not over yet...\n",
      finished: true,
    });
  });

  test("names the winner on quit once the game is over", () => {
    const over = step(game, "shoot 2").state;
    expect(step(over, "quit").output).toBe("Ann won the game!\n");
  });
});
