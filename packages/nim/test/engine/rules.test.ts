import { describe, expect, test } from "vitest";
import {
  applyMove,
  checkMove,
  createGame,
  findWinner,
  isGameOver,
  isValidBound,
  isValidStones,
  MAX_BOUND,
  MAX_STONES,
  recordResult,
} from "../../src/engine/rules.js";
import { createPlayer, type Players } from "../../src/engine/state.js";

describe("checkMove", () => {
  test.each([
    { bound: 3, stones: 12, take: 3, expected: "legal" },
    { bound: 3, stones: 12, take: 1, expected: "legal" },
    { bound: 3, stones: 12, take: 4, expected: "over-bound" },
    { bound: 3, stones: 2, take: 2, expected: "legal" },
    { bound: 3, stones: 2, take: 3, expected: "invalid-attempt" },
    { bound: 3, stones: 2, take: 5, expected: "over-bound" },
    { bound: 10, stones: 3, take: 5, expected: "invalid-attempt" },
    { bound: 3, stones: 5, take: 0, expected: "invalid-attempt" },
    { bound: 3, stones: 5, take: -2, expected: "invalid-attempt" },
  ] as const)(
    "taking $take of $stones with bound $bound is $expected",
    ({ bound, stones, take, expected }) => {
      expect(checkMove({ bound, stones, mover: 0 }, take)).toBe(expected);
    },
  );
});

describe("moves and results", () => {
  test("a new game starts with player 1 to move", () => {
    expect(createGame(3, 12)).toEqual({ bound: 3, stones: 12, mover: 0 });
  });

  test("a move takes stones and passes the turn", () => {
    const game = applyMove(createGame(3, 12), 3);
    expect(game).toEqual({ bound: 3, stones: 9, mover: 1 });
    expect(applyMove(game, 1).mover).toBe(0);
  });

  test("the game is over when no stone is left, and the player who did not take the last one wins", () => {
    const finished = applyMove(createGame(3, 1), 1);
    expect(isGameOver(finished)).toBe(true);
    expect(findWinner(finished)).toBe(1);
  });

  test("a result adds a game to both players and a win to the winner", () => {
    const players: Players = [createPlayer("Luke"), createPlayer("Han")];
    const after = recordResult(recordResult(players, 1), 1);
    expect(after).toEqual([
      { name: "Luke", wins: 0, played: 2 },
      { name: "Han", wins: 2, played: 2 },
    ]);
  });
});

describe("limits", () => {
  test.each([
    [1, true],
    [MAX_BOUND, true],
    [0, false],
    [-3, false],
    [MAX_BOUND + 1, false],
  ])("a bound of %d is valid: %s", (bound, expected) => {
    expect(isValidBound(bound)).toBe(expected);
  });

  test.each([
    [1, true],
    [MAX_STONES, true],
    [0, false],
    [MAX_STONES + 1, false],
  ])("a pile of %d is valid: %s", (stones, expected) => {
    expect(isValidStones(stones)).toBe(expected);
  });
});
