import { describe, expect, test } from "vitest";
import { createGame, type Game } from "../../src/engine/game.js";
import { applyShot, findWinner } from "../../src/engine/rules.js";

function newGame(firstFleet: string, secondFleet: string): Game {
  return createGame({ firstName: "Ann", firstFleet, secondName: "Bob", secondFleet });
}

/** Fires every position in turn, failing the test if one is refused. */
function fire(game: Game, ...positions: number[]): Game {
  return positions.reduce((current, position) => {
    const outcome = applyShot(current, position);
    if (outcome.kind !== "fired") throw new Error(`shot ${position} refused`);
    return outcome.game;
  }, game);
}

describe("applyShot", () => {
  test("fires at the opponent's grid, credits the shooter and passes the turn", () => {
    const outcome = applyShot(newGame("A..", "BB."), 2);
    expect(outcome).toMatchObject({ kind: "fired", shooter: 0, points: 200 });
    if (outcome.kind !== "fired") return;
    expect(outcome.game.players[0].score).toBe(200);
    expect(outcome.game.players[1].fleet.status).toBe("**.");
    expect(outcome.game.next).toBe(1);
  });

  test.each([0, 4, -1, undefined])(
    "refuses position %s as an invalid shot and keeps the turn",
    (position) => {
      expect(applyShot(newGame("A..", "B.."), position)).toEqual({
        kind: "refused",
        reason: "invalid-shot",
      });
    },
  );

  test("ends the game when the last ship of a fleet sinks", () => {
    expect(fire(newGame("A.", "B."), 1).status).toBe("over");
  });

  test.each([1, 0, 99, undefined])("refuses position %s once the game is over", (position) => {
    expect(applyShot(fire(newGame("A.", "B."), 1), position)).toEqual({
      kind: "refused",
      reason: "game-over",
    });
  });
});

describe("findWinner", () => {
  test("has no winner while the game is being played", () => {
    expect(findWinner(newGame("A.", "B."))).toBeUndefined();
  });

  test("names the player with the higher score, even one whose fleet was sunk", () => {
    expect(findWinner(fire(newGame("A.....", "BBBB.C"), 2, 1))?.name).toBe("Ann");
  });

  test("breaks a tie in favour of the second player when it sank the whole fleet", () => {
    expect(findWinner(fire(newGame("A...", "B..C"), 1, 1))?.name).toBe("Bob");
  });

  test("breaks a tie in favour of the first player when it sank the whole fleet", () => {
    expect(findWinner(fire(newGame("AA.C", "BB.."), 4, 1, 1))?.name).toBe("Ann");
  });

  test("compares negative scores too", () => {
    const penalties = Array.from({ length: 16 }, () => 1);
    const game = fire(newGame("AB...", "CD..."), 1, 1, ...penalties, 2);
    expect(game.players.map((player) => player.score)).toEqual([-40, -140]);
    expect(findWinner(game)?.name).toBe("Ann");
  });
});
