import { expect, test } from "vitest";
import { parseCommand } from "../../src/engine/commands.js";

test.each([
  ["start", "start"],
  ["exit", "exit"],
  ["help", "help"],
  ["commands", "commands"],
  ["  help\t", "help"],
  ["", "unknown"],
  ["fakecommand", "unknown"],
  ["START", "unknown"],
  ["help me", "unknown"],
])("the line %j is the command %s", (line, kind) => {
  expect(parseCommand(line).kind).toBe(kind);
});
