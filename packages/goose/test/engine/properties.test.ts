import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Game } from "../../src/engine/game.js";
import { createSession, step } from "../../src/engine/session.js";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** The six header lines of any board the stated constraints allow. */
const headerArbitrary = fc.integer({ min: 10, max: 150 }).chain((size) => {
  const free = Array.from({ length: size - 2 }, (_, index) => index + 2).filter((n) => n % 9 !== 0);
  const third = Math.floor(size / 3);
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...LETTERS), { minLength: 3, maxLength: 3 }),
      fc.integer({ min: 1, max: third }),
      fc.integer({ min: 1, max: third }),
    )
    .chain(([colours, fines, cliffs]) =>
      fc
        .shuffledSubarray(free, { minLength: fines + cliffs, maxLength: fines + cliffs })
        .map((squares) => [
          colours.join(""),
          `${size}`,
          `${fines}`,
          sortSquares(squares.slice(0, fines)),
          `${cliffs}`,
          sortSquares(squares.slice(fines)),
        ]),
    );
});

const commandArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(die(1, 6), die(1, 6)).map(([a, b]) => `dice ${a} ${b}`) },
  { weight: 1, arbitrary: fc.tuple(die(-2, 9), die(-2, 9)).map(([a, b]) => `dice ${a} ${b}`) },
  { weight: 1, arbitrary: fc.constantFrom("player", "exit now", "", "dice 1") },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("square", "status"), fc.constantFrom(...LETTERS))
      .map(([word, colour]) => `${word} ${colour}`),
  },
);

const gameArbitrary = fc.tuple(headerArbitrary, fc.array(commandArbitrary, { maxLength: 120 }));

/** Every game state reached by playing the header and the commands, in order. */
function playAll(lines: readonly string[]): Game[] {
  let session = createSession();
  const games: Game[] = [];
  for (const line of lines) {
    session = step(session, line).session;
    if (session.phase === "playing") games.push(session.game);
  }
  return games;
}

describe("invariants of any game", () => {
  test("a piece never leaves squares 1..C", () => {
    fc.assert(
      fc.property(gameArbitrary, ([header, commands]) => {
        const size = Number(header[1]);
        for (const game of playAll([...header, ...commands])) {
          for (const player of game.players) {
            expect(player.square).toBeGreaterThanOrEqual(1);
            expect(player.square).toBeLessThanOrEqual(size);
          }
        }
      }),
    );
  });

  test("penalties never go negative, never pass 2, and the player to roll has none", () => {
    fc.assert(
      fc.property(gameArbitrary, ([header, commands]) => {
        for (const game of playAll([...header, ...commands])) {
          for (const player of game.players) {
            expect(player.penalty).toBeGreaterThanOrEqual(0);
            expect(player.penalty).toBeLessThanOrEqual(2);
          }
          if (game.winner === undefined) expect(game.players[game.turn].penalty).toBe(0);
        }
      }),
    );
  });

  test("the game ends exactly when someone reaches C, and then nothing moves", () => {
    fc.assert(
      fc.property(gameArbitrary, ([header, commands]) => {
        const size = Number(header[1]);
        let finished: Game | undefined;
        for (const game of playAll([...header, ...commands])) {
          const atEnd = game.players.filter((player) => player.square === size);
          expect(atEnd.length).toBe(game.winner === undefined ? 0 : 1);
          if (game.winner !== undefined) expect(game.players[game.winner].square).toBe(size);
          if (finished !== undefined) expect(game).toBe(finished);
          if (game.winner !== undefined) finished = game;
        }
      }),
    );
  });
});

function die(min: number, max: number): fc.Arbitrary<number> {
  return fc.integer({ min, max });
}

function sortSquares(squares: readonly number[]): string {
  return [...squares].sort((a, b) => a - b).join(" ");
}
