import { describe, expect, test } from "vitest";
import { createBoard } from "../../src/engine/board.js";
import { applyRoll, findLanding, passTurn } from "../../src/engine/rules.js";
import { EXAMPLE_HEADER, makeGame } from "../make-game.js";

const board = createBoard(EXAMPLE_HEADER);

describe("findLanding", () => {
  test.each([
    ["a normal square keeps the piece there", 1, 4, 5, 0],
    ["a roll past the last square stops on it", 20, 12, 25, 0],
    ["a goose moves the piece 9 more squares", 1, 8, 18, 0],
    ["geese do not chain: 9 leads to 18 and stops there", 3, 6, 18, 0],
    ["a goose jump past the last square stops on it", 14, 4, 25, 0],
    ["a fine keeps the piece there and adds 2 to the penalty", 3, 4, 7, 2],
    ["a cliff moves back from the start square by the roll", 14, 6, 8, 0],
    ["a cliff never moves the piece below square 1", 1, 5, 1, 0],
    ["the square a cliff sends the piece to has no effect (a goose here)", 21, 3, 18, 0],
    ["the square a cliff sends the piece to has no effect (a cliff here)", 13, 7, 6, 0],
  ])("%s", (_name, from, total, square, penalty) => {
    expect(findLanding(board, from, total)).toEqual({ square, penalty });
  });

  test("square C-1 has a goose when it is a multiple of 9", () => {
    const small = createBoard({ size: 19, fines: [5], cliffs: [7] });
    expect(findLanding(small, 13, 5)).toEqual({ square: 19, penalty: 0 });
  });
});

describe("applyRoll", () => {
  test("moves the roller and gives the turn to the next player", () => {
    const game = applyRoll(makeGame(), 7);
    expect(game.players[0].square).toBe(8);
    expect(game.turn).toBe(1);
    expect(game.winner).toBeUndefined();
  });

  test("ends the game when the piece reaches the last square, leaving the turn alone", () => {
    const game = applyRoll(makeGame({ players: [{}, { square: 20 }], turn: 1 }), 5);
    expect(game.winner).toBe(1);
    expect(game.turn).toBe(1);
    expect(game.players[1].square).toBe(25);
  });

  test("fines the roller two turns", () => {
    const game = applyRoll(makeGame(), 6);
    expect(game.players[0]).toEqual({ colour: "R", square: 7, penalty: 2 });
  });
});

describe("passTurn", () => {
  test("skips a penalised player at once, lowering the penalty by one", () => {
    const game = passTurn(makeGame({ players: [{}, { penalty: 2 }] }));
    expect(game.turn).toBe(2);
    expect(game.players[1].penalty).toBe(1);
  });

  test("goes round the table until someone can roll, the roller included", () => {
    const game = passTurn(makeGame({ players: [{ penalty: 2 }, { penalty: 2 }, { penalty: 2 }] }));
    expect(game.players.map((player) => player.penalty)).toEqual([0, 0, 0]);
    expect(game.turn).toBe(1);
  });

  test("gives the roller another turn when both others are penalised", () => {
    const game = passTurn(makeGame({ players: [{}, { penalty: 1 }, { penalty: 2 }] }));
    expect(game.turn).toBe(0);
    expect(game.players.map((player) => player.penalty)).toEqual([0, 0, 1]);
  });
});
