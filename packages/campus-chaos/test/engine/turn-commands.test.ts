import { describe, expect, test } from "vitest";
import { findActiveGame } from "../../src/engine/state.js";
import { createMaps, play, playLast, START_CAMPUS, START_RING } from "../helpers.js";

const ERROR = expect.stringMatching(/^Error, /);

describe("current player", () => {
  test("shows `Dice Roll: ?` before the roll and `Dice roll: n` after it (decision 1)", () => {
    const { lines } = play([...START_RING, "current player", "roll dice 4", "current player"]);
    expect(lines.slice(-3)).toEqual([
      "It's player A's turn. Dice Roll: ?",
      "4",
      "It's player A's turn. Dice roll: 4",
    ]);
  });
});

describe("roll dice", () => {
  test("a seeded session rolls java.util.Random values shared by its players", () => {
    const { lines } = play([
      "start session S ring.txt 2 42",
      "roll dice",
      "new figure",
      "move A1 3 up",
      "roll dice",
    ]);
    expect([lines[7], lines.at(-1)]).toEqual(["3", "4"]);
  });

  test.each([
    ["a number in a seeded session", ["start session S ring.txt 2 1", "roll dice 4"]],
    ["no number without a seed", [...START_RING, "roll dice"]],
    ["seven", [...START_RING, "roll dice 7"]],
    ["zero", [...START_RING, "roll dice 0"]],
    ["a second roll in one turn", [...START_RING, "roll dice 2", "roll dice 2"]],
  ])("rejects %s", (_name, input) => {
    expect(playLast(input)).toEqual([ERROR]);
  });

  test("a rejected roll leaves the game as it was", () => {
    const before = play([...START_RING]).state;
    const copy = structuredClone(before);
    const after = play(["roll dice 9"], undefined, before).state;
    expect(after).toEqual(copy);
  });
});

describe("new figure", () => {
  test("brings pieces in as 1, 2, 3 and prints their ids", () => {
    const { lines } = play([
      ...START_RING,
      "new figure",
      "roll dice 1",
      "move A1 1 up",
      "roll dice 1",
      "new figure",
      "move B1 1 up",
      "new figure",
    ]);
    expect(lines.filter((line) => /^[AB]\d$/.test(line))).toEqual(["A1", "B1", "A2"]);
  });

  test("is an error while the start square is taken", () => {
    expect(playLast([...START_RING, "new figure", "new figure"])).toEqual([ERROR]);
  });

  test("is an error while an obstacle waits to be placed (decision 4)", () => {
    const input = [...START_CAMPUS, "new figure", "roll dice 5", "move A1 3 up 2 right"];
    const waiting = [
      ...input,
      "new figure",
      "roll dice 1",
      "move B1 1 up",
      "roll dice 2",
      "move A1 2 right",
    ];
    expect(playLast([...waiting, "new figure"])).toEqual([ERROR]);
  });
});

describe("skip turn", () => {
  test("is an error while a legal move exists (decision 2)", () => {
    expect(playLast([...START_RING, "roll dice 3", "skip turn"])).toEqual([ERROR]);
  });

  // On this board the only way out of a is an obstacle, which a move may end on but not pass.
  const BLOCKED = createMaps({ "blocked.txt": [" T", "PPPPPP", "P    P", "OPPPPP", "a    b"] });

  test("passes the turn when no piece can move by the roll", () => {
    const { lines } = play(["start session S blocked.txt 2", "roll dice 3", "skip turn"], BLOCKED);
    expect(lines.at(-1)).toBe("It's player B's turn.");
  });

  test("counts a new piece that could land on the obstacle as a legal move", () => {
    const { lines } = play(["start session S blocked.txt 2", "roll dice 1", "skip turn"], BLOCKED);
    expect(lines.at(-1)).toMatch(/^Error, /);
  });

  test("is not available before the roll", () => {
    expect(playLast([...START_RING, "skip turn"])).toEqual([ERROR]);
  });
});

describe("rematch", () => {
  const WON = [...START_RING, "new figure", "roll dice 5", "move A1 3 up 1 right 1 up"];

  test("restarts the game with player A and an empty board", () => {
    const { state, lines } = play([...WON, "rematch"]);
    expect(lines.at(-1)).toBe("It's player A's turn.");
    const game = findActiveGame(state);
    expect(game?.winner).toBeUndefined();
    expect(game?.reserves[0]).toEqual([1, 2, 3, 4, 5]);
    expect(play([...WON, "rematch", "show"]).lines.slice(-5)).toEqual([
      " T",
      "PPPPPP",
      "P    P",
      "PPPPPP",
      "a    b",
    ]);
  });

  test("does not re-seed the dice (decision 3)", () => {
    // Seed 42 rolls 3 4 1 3 1 2: A wins with the fifth roll, the rematch goes on with the sixth.
    const won = [
      "start session S ring.txt 2 42",
      ...["roll dice", "new figure", "move A1 3 up"],
      ...["roll dice", "new figure", "move B1 1 up 3 left"],
      ...["roll dice", "move A1 1 right"],
      ...["roll dice", "move B1 2 left 1 up"],
      ...["roll dice", "move A1 1 up"],
    ];
    expect(play(won).lines.at(-1)).toBe("Player A has won!");
    expect(playLast([...won, "rematch", "roll dice"])).toEqual(["2"]);
  });

  test("is an error while nobody has won", () => {
    expect(playLast([...START_RING, "rematch"])).toEqual([ERROR]);
  });

  test("after a win the game commands other than show are errors", () => {
    const { lines } = play([...WON, "current player", "roll dice 1", "new figure", "skip turn"]);
    expect(lines.slice(-4)).toEqual([ERROR, ERROR, ERROR, ERROR]);
  });
});
