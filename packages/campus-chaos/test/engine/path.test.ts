import { describe, expect, test } from "vitest";
import { type Game, placePiece } from "../../src/engine/game.js";
import { toCell } from "../../src/engine/grid.js";
import { classifyLanding, walkPath } from "../../src/engine/path.js";
import { CAMPUS, createTestGame } from "../helpers.js";

/** The campus board with A1 on (2,0), A2 on (2,2), B1 on (6,3), B2 on the zone (4,5), B3 in the forest. */
function createPosition(): Game {
  const game = createTestGame(CAMPUS);
  const cell = (row: number, column: number) => toCell(game.board, row, column);
  placePiece(game, { player: 0, piece: 1 }, cell(2, 0));
  placePiece(game, { player: 0, piece: 2 }, cell(2, 2));
  placePiece(game, { player: 1, piece: 1 }, cell(6, 3));
  placePiece(game, { player: 1, piece: 2 }, cell(4, 5));
  placePiece(game, { player: 1, piece: 3 }, game.board.forest ?? -1);
  return game;
}

describe("walkPath", () => {
  const game = createPosition();
  const from = toCell(game.board, 2, 0);

  test.each([
    ["passes its own piece", ["right", "right", "right"], { kind: "plain" }],
    [
      "stops on an obstacle as its last square",
      ["right", "right", "right", "up"],
      { kind: "obstacle" },
    ],
    [
      "hits the opponent's piece on its last square",
      ["down", "down", "down", "down", "right", "right", "right"],
      { kind: "capture", victim: { player: 1, piece: 1 } },
    ],
  ] as const)("%s", (_name, directions, landing) => {
    const result = walkPath(game, from, directions);
    expect(result.ok && result.landing).toEqual(landing);
  });

  test.each([
    ["a square off the grid", ["left"], "leaves the fields"],
    ["a space", ["down", "right"], "leaves the fields"],
    ["its start square again", ["right", "left"], "twice"],
    [
      "an obstacle before the last square",
      ["right", "right", "right", "up", "up"],
      "jump over an obstacle",
    ],
    ["its own piece as the last square", ["right", "right"], "own piece"],
  ] as const)("refuses %s", (_name, directions, message) => {
    const result = walkPath(game, from, directions);
    expect(result.ok ? "" : result.error).toContain(message);
  });
});

describe("classifyLanding", () => {
  const game = createPosition();
  const cell = (row: number, column: number) => toCell(game.board, row, column);

  test("an opponent's piece on a pathway is hit, one in a protection zone is safe", () => {
    expect(classifyLanding(game, cell(6, 3))).toEqual({
      kind: "capture",
      victim: { player: 1, piece: 1 },
    });
    expect(classifyLanding(game, cell(4, 5))).toMatch(/protection zone/);
  });

  test("a start square is never a last square, the target always wins", () => {
    expect(classifyLanding(game, cell(7, 3))).toMatch(/start square/);
    expect(classifyLanding(game, cell(0, 3))).toEqual({ kind: "win" });
  });
});
