import { describe, expect, test } from "vitest";
import { type Command, parseCommand } from "../../src/engine/command.js";

const INVALID: Command = { kind: "invalid" };

describe("parseCommand", () => {
  test.each<[string, Command]>([
    ["player", { kind: "player" }],
    ["quit", { kind: "quit" }],
    ["score Ann", { kind: "score", name: "Ann" }],
    ["fleet 007 The Spy", { kind: "fleet", name: "007 The Spy" }],
    ["score  Ann ", { kind: "score", name: " Ann " }],
    ["score ", { kind: "score", name: "" }],
    ["fleet ", { kind: "fleet", name: "" }],
    ["shoot 12", { kind: "shoot", position: 12 }],
    ["shoot +1", { kind: "shoot", position: 1 }],
    ["shoot -5", { kind: "shoot", position: -5 }],
    ["shoot 007", { kind: "shoot", position: 7 }],
  ])("reads %j as a well-formed command", (line, command) => {
    expect(parseCommand(line)).toEqual(command);
  });

  test.each([
    "",
    " ",
    "Player",
    "players",
    "player ",
    "player Ann",
    "quit now",
    "quit ",
    "score",
    "fleet",
    "Score Ann",
    "shoot1",
    "shoot\t1",
    "hello world",
  ])("reads %j as an invalid command", (line) => {
    expect(parseCommand(line)).toEqual(INVALID);
  });

  test.each([
    "shoot",
    "shoot ",
    "shoot x",
    "shoot 1 2",
    "shoot  1",
    "shoot 1.5",
    "shoot --1",
    "shoot 0x1",
  ])("reads %j as a shot at no position", (line) => {
    expect(parseCommand(line)).toEqual({ kind: "shoot", position: undefined });
  });

  test("keeps a huge position out of any grid's range", () => {
    const command = parseCommand(`shoot ${"9".repeat(400)}`);
    expect(
      command.kind === "shoot" && command.position !== undefined && command.position > 100,
    ).toBe(true);
  });
});
