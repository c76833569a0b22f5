import { describe, expect, test } from "vitest";
import { dropObstacle, liftObstacle, placePiece } from "../../src/engine/game.js";
import { toCell } from "../../src/engine/grid.js";
import { renderBoard } from "../../src/engine/render-board.js";
import { CAMPUS, createTestGame } from "../helpers.js";

describe("renderBoard", () => {
  test("an untouched board shows exactly the file, trailing spaces included (decision 11)", () => {
    const rows = [" T  ", "PPPPPP", "P    P", "PPPPPP", "a    b "];
    expect(renderBoard(createTestGame(rows))).toEqual(rows);
  });

  test("the current player's pieces show as digits, the others' as letters", () => {
    const game = createTestGame(CAMPUS, 3);
    placePiece(game, { player: 0, piece: 3 }, toCell(game.board, 2, 0));
    placePiece(game, { player: 2, piece: 1 }, toCell(game.board, 2, 1));
    expect(renderBoard(game)[2]).toBe("3CPpPPP");
    expect(renderBoard({ ...game, current: 2 })[2]).toBe("A1PpPPP");
  });

  test("the forest shows F while it holds a piece", () => {
    const game = createTestGame(CAMPUS);
    placePiece(game, { player: 1, piece: 2 }, game.board.forest ?? -1);
    expect(renderBoard(game)[5]).toBe("P F   P");
  });

  test("obstacles take the case of the square they stand on; a lifted one is not shown", () => {
    const game = createTestGame(CAMPUS);
    const cell = (row: number, column: number) => toCell(game.board, row, column);
    liftObstacle(game, cell(1, 3));
    dropObstacle(game, cell(2, 0));
    liftObstacle(game, cell(4, 4));
    dropObstacle(game, cell(3, 3));
    expect(renderBoard(game).slice(1, 5)).toEqual(["   P", "OPPpPPP", "P  o  P", "PZpppZP"]);
  });
});
