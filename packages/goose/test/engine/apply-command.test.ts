import { describe, expect, test } from "vitest";
import { applyCommand } from "../../src/engine/apply-command.js";
import type { Command } from "../../src/engine/commands.js";
import { makeGame } from "../make-game.js";

const playing = makeGame({ players: [{ square: 8 }, { square: 7, penalty: 2 }], turn: 2 });
const over = { ...makeGame({ players: [{ square: 25 }, { penalty: 1 }] }), winner: 0 as const };
const games = { playing, over };

describe("applyCommand", () => {
  test.each<[keyof typeof games, Command, string]>([
    ["playing", { kind: "player" }, "Next to play: B"],
    ["playing", { kind: "square", colour: "R" }, "R is on square 8"],
    ["playing", { kind: "square", colour: "X" }, "Nonexistent player"],
    ["playing", { kind: "status", colour: "R" }, "R can roll the dice"],
    ["playing", { kind: "status", colour: "G" }, "G cannot roll the dice"],
    ["playing", { kind: "status", colour: "r" }, "Nonexistent player"],
    ["playing", { kind: "dice", total: 4 }, ""],
    ["playing", { kind: "invalid-dice" }, "Invalid dice"],
    ["playing", { kind: "invalid" }, "Invalid command"],
    ["playing", { kind: "exit" }, "The game was not over yet..."],
    ["over", { kind: "player" }, "The game is over"],
    ["over", { kind: "square", colour: "R" }, "R is on square 25"],
    ["over", { kind: "square", colour: "X" }, "Nonexistent player"],
    ["over", { kind: "status", colour: "G" }, "The game is over"],
    ["over", { kind: "status", colour: "X" }, "Nonexistent player"],
    ["over", { kind: "dice", total: 4 }, "The game is over"],
    ["over", { kind: "invalid-dice" }, "Invalid dice"],
    ["over", { kind: "invalid" }, "Invalid command"],
    ["over", { kind: "exit" }, "R won the game!"],
  ])("while the game is %s, answers %j with %j", (phase, command, output) => {
    expect(applyCommand(games[phase], command).output).toBe(output);
  });

  test("only a valid roll while the game is on changes the game", () => {
    const commands: Command[] = [
      { kind: "player" },
      { kind: "square", colour: "R" },
      { kind: "status", colour: "G" },
      { kind: "invalid-dice" },
      { kind: "invalid" },
    ];
    for (const command of commands) expect(applyCommand(playing, command).game).toBe(playing);
    expect(applyCommand(over, { kind: "dice", total: 4 }).game).toBe(over);
    expect(applyCommand(playing, { kind: "dice", total: 4 }).game).not.toBe(playing);
  });
});
