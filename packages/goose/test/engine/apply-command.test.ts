import { describe, expect, test } from "vitest";
import { applyCommand } from "../../src/engine/apply-command.js";
import type { Command } from "../../src/engine/commands.js";
import { makeGame } from "../make-game.js";

const playing = makeGame({ players: [{ square: 8 }, { square: 7, penalty: 2 }], turn: 2 });
const over = { ...makeGame({ players: [{ square: 25 }, { penalty: 1 }] }), winner: 0 as const };

function answer(game: typeof playing, command: Command): string {
  return applyCommand(game, command).output;
}

describe("applyCommand while the game is on", () => {
  test.each<[Command, string]>([
    [{ kind: "player" }, "Next to play: B"],
    [{ kind: "square", colour: "R" }, "R is on square 8"],
    [{ kind: "square", colour: "X" }, "Nonexistent player"],
    [{ kind: "status", colour: "R" }, "R can roll the dice"],
    [{ kind: "status", colour: "G" }, "G cannot roll the dice"],
    [{ kind: "status", colour: "r" }, "Nonexistent player"],
    [{ kind: "dice", total: 4 }, ""],
    [{ kind: "invalid-dice" }, "Invalid dice"],
    [{ kind: "invalid" }, "Invalid command"],
    [{ kind: "exit" }, "The game was not over yet..."],
  ])("answers %j with %j", (command, output) => {
    expect(answer(playing, command)).toBe(output);
  });

  test("only a valid roll changes the game", () => {
    const commands: Command[] = [
      { kind: "player" },
      { kind: "square", colour: "R" },
      { kind: "status", colour: "G" },
      { kind: "invalid-dice" },
      { kind: "invalid" },
    ];
    for (const command of commands) expect(applyCommand(playing, command).game).toBe(playing);
    expect(applyCommand(playing, { kind: "dice", total: 4 }).game).not.toBe(playing);
  });
});

describe("applyCommand after the game is over", () => {
  test.each<[Command, string]>([
    [{ kind: "player" }, "The game is over"],
    [{ kind: "square", colour: "R" }, "R is on square 25"],
    [{ kind: "square", colour: "X" }, "Nonexistent player"],
    [{ kind: "status", colour: "G" }, "The game is over"],
    [{ kind: "status", colour: "X" }, "Nonexistent player"],
    [{ kind: "dice", total: 4 }, "The game is over"],
    [{ kind: "invalid-dice" }, "Invalid dice"],
    [{ kind: "invalid" }, "Invalid command"],
    [{ kind: "exit" }, "R won the game!"],
  ])("answers %j with %j", (command, output) => {
    expect(answer(over, command)).toBe(output);
  });

  test("a roll after the end moves nobody", () => {
    expect(applyCommand(over, { kind: "dice", total: 4 }).game).toBe(over);
  });
});
