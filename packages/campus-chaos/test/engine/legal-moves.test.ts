import { describe, expect, test } from "vitest";
import { dropObstacle, liftObstacle, placePiece } from "../../src/engine/game.js";
import { toCell } from "../../src/engine/grid.js";
import { hasLegalMove, listLegalMoves } from "../../src/engine/legal-moves.js";
import { CAMPUS, createTestGame, RING, SMALL_BOARD } from "../helpers.js";

describe("listLegalMoves", () => {
  test("a new piece from the free start square counts (decision 2)", () => {
    const game = { ...createTestGame(RING), roll: 2 };
    expect(listLegalMoves(game)).toEqual([
      { from: toCell(game.board, 4, 0), piece: undefined, directions: ["up", "up"] },
      { from: toCell(game.board, 4, 0), piece: undefined, directions: ["up", "right"] },
    ]);
  });

  test("pieces in the forest may move out to a neighbouring field", () => {
    const base = createTestGame(CAMPUS);
    placePiece(base, { player: 0, piece: 1 }, base.board.forest ?? -1);
    const game = { ...base, roll: 1 };
    const fromForest = listLegalMoves(game).filter((move) => move.piece === 1);
    expect(fromForest.map((move) => move.directions)).toEqual([["up"], ["down"]]);
  });

  test("no move exists when the only way out is an obstacle that must be passed", () => {
    const game = { ...createTestGame([" T", "PPPPPP", "P    P", "OPPPPP", "a    b"]), roll: 2 };
    expect(hasLegalMove(game)).toBe(false);
    expect(hasLegalMove({ ...game, roll: 1 })).toBe(true);
  });

  test("the position of example A.3 before `skip turn` has no legal move for a 3", () => {
    const base = createTestGame(SMALL_BOARD);
    const cell = (row: number, column: number) => toCell(base.board, row, column);
    placePiece(base, { player: 0, piece: 2 }, cell(1, 0));
    placePiece(base, { player: 1, piece: 1 }, cell(1, 6));
    placePiece(base, { player: 1, piece: 2 }, cell(2, 2));
    liftObstacle(base, cell(1, 5));
    dropObstacle(base, cell(0, 3));
    const game = {
      ...base,
      reserves: [
        [3, 4, 5, 1],
        [3, 4, 5],
      ],
      roll: 3,
    };
    expect(hasLegalMove(game)).toBe(false);
  });
});
