import { describe, expect, test } from "vitest";
import { parseCommand } from "../../src/engine/commands.js";

describe("parseCommand", () => {
  test.each([
    ["player", { kind: "player" }],
    ["exit", { kind: "exit" }],
    ["square R", { kind: "square", colour: "R" }],
    ["status R", { kind: "status", colour: "R" }],
    ["status marca gira!", { kind: "status", colour: "marca gira!" }],
    ["square  R", { kind: "square", colour: " R" }],
    ["status R ", { kind: "status", colour: "R " }],
    ["dice 1 6", { kind: "dice", total: 7 }],
    ["dice 6 6", { kind: "dice", total: 12 }],
    ["dice 01 +2", { kind: "dice", total: 3 }],
    ["dice 0000006 1", { kind: "dice", total: 7 }],
  ])("reads %j as a command", (line, command) => {
    expect(parseCommand(line)).toEqual(command);
  });

  const invalidDice = [
    "dice 0 1",
    "dice 1 7",
    "dice -1 2",
    "dice a b",
    "dice 1.5 2",
    "dice 3 3!",
    "dice 99999999999999999999 1",
    "dice 60 1",
    "dice -0 1",
    "dice + 1",
    "dice 1 -",
  ];
  const invalidCommands = [
    "",
    " ",
    "player extra",
    "player ",
    " player",
    "Player",
    "exit ",
    "eXiT",
    "square",
    "square ",
    "squareR",
    "square\tR",
    "status",
    "status ",
    "dice",
    "dice ",
    "dice 1",
    "dice 1 2 3",
    "dice  1 2",
    "dice 1  2",
    "dice 1 2 ",
    "casa red",
  ];

  test.each([
    ...invalidDice.map((line) => [line, "invalid-dice"] as const),
    ...invalidCommands.map((line) => [line, "invalid"] as const),
  ])("reads %j as %s", (line, kind) => {
    expect(parseCommand(line)).toEqual({ kind });
  });
});
