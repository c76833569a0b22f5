import { describe, expect, test } from "vitest";
import { parseCommand } from "../../src/engine/parse-command.js";

describe("parseCommand", () => {
  test.each([
    ["help", { name: "help" }],
    ["quit", { name: "quit" }],
    ["show", { name: "show" }],
    ["show session", { name: "show session", id: undefined }],
    ["show session S1", { name: "show session", id: "S1" }],
    [
      "start session S m.txt 2",
      { name: "start session", id: "S", path: "m.txt", players: "2", seed: undefined },
    ],
    [
      "start session S m.txt 2 -5",
      { name: "start session", id: "S", path: "m.txt", players: "2", seed: "-5" },
    ],
    ["switch session S", { name: "switch session", id: "S" }],
    ["delete session S", { name: "delete session", id: "S" }],
    ["roll dice", { name: "roll dice", value: undefined }],
    ["roll dice 4", { name: "roll dice", value: "4" }],
    [
      "move A1 1 up 2 right",
      {
        name: "move",
        figure: "A1",
        steps: [
          { distance: 1, direction: "up" },
          { distance: 2, direction: "right" },
        ],
      },
    ],
    [
      "move A1 +02 left",
      { name: "move", figure: "A1", steps: [{ distance: 2, direction: "left" }] },
    ],
    [
      "move obstacle 20 up 3 right",
      {
        name: "move obstacle",
        steps: [
          { distance: 20, direction: "up" },
          { distance: 3, direction: "right" },
        ],
      },
    ],
    [
      "move obstacle 1 up 2 down",
      {
        name: "move obstacle",
        steps: [
          { distance: 1, direction: "up" },
          { distance: 2, direction: "down" },
        ],
      },
    ],
    ["skip turn", { name: "skip turn" }],
    ["rematch", { name: "rematch" }],
    ["current player", { name: "current player" }],
    ["new figure", { name: "new figure" }],
  ])("reads %j", (line, command) => {
    expect(parseCommand(line)).toEqual({ ok: true, command });
  });

  test.each([
    ["an empty line", ""],
    ["a leading space", " help"],
    ["a trailing space", "help "],
    ["two spaces", "roll  dice 4"],
    ["an uppercase command", "Help"],
    ["an unknown word", "jump"],
    ["a half command", "start"],
    ["parameters to help", "help me"],
    ["parameters to show", "show all"],
    ["two ids for show session", "show session a b"],
    ["two numbers for roll dice", "roll dice 1 2"],
    ["too few start parameters", "start session S m.txt"],
    ["too many start parameters", "start session S m.txt 2 3 4"],
    ["switch without an id", "switch session"],
    ["delete with two ids", "delete session a b"],
    ["move without pairs", "move A1"],
    ["move with half a pair", "move A1 1 up 2"],
    ["a zero distance", "move A1 0 up"],
    ["a negative distance", "move A1 -1 up"],
    ["a distance beyond int", "move A1 2147483648 up"],
    ["an unknown direction", "move A1 1 north"],
    ["an uppercase direction", "move A1 1 Up"],
    ["an obstacle moved by three pairs", "move obstacle 1 up 1 left 1 down"],
    ["an obstacle moved twice the same way (decision 6)", "move obstacle 1 up 2 up"],
    ["an obstacle without distance", "move obstacle up"],
  ])("rejects %s", (_name, line) => {
    const parsed = parseCommand(line);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^Error, /);
  });
});
