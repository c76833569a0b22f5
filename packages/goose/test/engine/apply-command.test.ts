import { describe, expect, test } from "vitest";
import { applyCommand } from "../../src/engine/apply-command.js";
import type { Command } from "../../src/engine/commands.js";
import { makeGame } from "../make-game.js";

const playing = makeGame({ players: [{ square: 8 }, { square: 7, penalty: 2 }], turn: 2 });
const over = { ...makeGame({ players: [{ square: 25 }, { penalty: 1 }] }), winner: 0 as const };
const games = { playing, over };

describe("applyCommand", () => {
  test.each<[keyof typeof games, Command, string]>([
    ["playing", { kind: "player" }, "Next to play: B\n"],
    ["playing", { kind: "square", colour: "R" }, "R is on square 8\n"],
    ["playing", { kind: "square", colour: "X" }, "Nonexistent player\n"],
    ["playing", { kind: "status", colour: "R" }, "R can roll the dice\n"],
    ["playing", { kind: "status", colour: "G" }, "G cannot roll the dice\n"],
    ["playing", { kind: "status", colour: "r" }, "Nonexistent player\n"],
    ["playing", { kind: "dice", total: 4 }, ""],
    ["playing", { kind: "invalid-dice" }, "Invalid dice\n"],
    ["playing", { kind: "invalid" }, "Invalid command\n"],
    ["playing", { kind: "exit" }, "The game was not over yet...\n"],
    ["over", { kind: "player" }, "The game is over\n"],
    ["over", { kind: "square", colour: "R" }, "R is on square 25\n"],
    ["over", { kind: "square", colour: "X" }, "Nonexistent player\n"],
    ["over", { kind: "status", colour: "G" }, "The game is over\n"],
    ["over", { kind: "status", colour: "X" }, "Nonexistent player\n"],
    ["over", { kind: "dice", total: 4 }, "The game is over\n"],
    ["over", { kind: "invalid-dice" }, "Invalid dice\n"],
    ["over", { kind: "invalid" }, "Invalid command\n"],
    ["over", { kind: "exit" }, "R won the game!\n"],
  ])("while the game is %s, answers %j with the line %j", (phase, command, output) => {
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
