import { describe, expect, test } from "vitest";
import { listAvailable } from "../../src/engine/availability.js";
import { createState } from "../../src/engine/state.js";
import { play, START_CAMPUS, START_RING } from "../helpers.js";

function available(input: readonly string[]): string {
  return listAvailable(play(input).state).join(", ");
}

describe("listAvailable", () => {
  test("without sessions only help, quit and start session are available", () => {
    expect(listAvailable(createState())).toEqual(["help", "quit", "start session"]);
  });

  test.each([
    [
      "a new game",
      START_RING,
      "current player, delete session, help, new figure, quit, roll dice, show, show session, start session",
    ],
    [
      "a piece on the start square",
      [...START_RING, "new figure"],
      "current player, delete session, help, quit, roll dice, show, show session, start session",
    ],
    [
      "a roll (decision 18: skip turn is listed though a move exists)",
      [...START_RING, "new figure", "roll dice 1"],
      "current player, delete session, help, move, quit, show, show session, skip turn, start session",
    ],
    [
      "a roll with the start square free",
      [...START_RING, "roll dice 1"],
      "current player, delete session, help, move, new figure, quit, show, show session, skip turn, start session",
    ],
    [
      "a lifted obstacle",
      [
        ...START_CAMPUS,
        "new figure",
        "roll dice 5",
        "move A1 3 up 2 right",
        "new figure",
        "roll dice 1",
        "move B1 1 up",
        "new figure",
        "roll dice 2",
        "move A1 2 right",
      ],
      "current player, delete session, help, move obstacle, quit, show, show session, start session",
    ],
    [
      "a win",
      [...START_RING, "new figure", "roll dice 5", "move A1 3 up 1 right 1 up"],
      "delete session, help, quit, rematch, show, show session, start session",
    ],
    [
      "a second session",
      [...START_RING, "start session T ring.txt 2"],
      "current player, delete session, help, new figure, quit, roll dice, show, show session, start session, switch session",
    ],
    [
      "a deleted active session",
      [...START_RING, "start session T ring.txt 2", "delete session T"],
      "delete session, help, quit, show session, start session, switch session",
    ],
  ])("after %s the list fits the state", (_name, input, expected) => {
    expect(available(input)).toBe(expected);
  });

  test("help prints one line per available command, name first", () => {
    const { lines } = play(["help"]);
    expect(lines).toEqual([
      "help: list the commands available now",
      "quit: end the program",
      "start session: start a session: id, map file, number of players and an optional seed",
    ]);
  });
});
