import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createGame, type Game } from "../../src/engine/game.js";
import { applyShot } from "../../src/engine/rules.js";
import { step } from "../../src/engine/step.js";

/** Two arrangements of one size, from few letters so that equal neighbours and reused letters are common. */
const fleets = fc.integer({ min: 2, max: 30 }).chain((size) => {
  const fleet = fc
    .array(fc.constantFrom("A", "B", "."), { minLength: size, maxLength: size })
    .map((cells) => cells.join(""))
    .filter((text) => /[A-Z]/.test(text));
  return fc.tuple(fleet, fleet);
});

const positions = fc.array(fc.integer({ min: -1, max: 32 }), { maxLength: 120 });

function newGame([first, second]: [string, string]): Game {
  return createGame({
    firstName: "Ann",
    firstFleet: first,
    secondName: "Bob",
    secondFleet: second,
  });
}

/** Sends every position as a `shoot` command line, the way the CLI would. */
function playShots(arrangements: [string, string], shots: readonly number[]): Game {
  return shots.reduce(
    (game, position) => step(game, `shoot ${position}`).state,
    newGame(arrangements),
  );
}

/** What a shot at `cell` of `arrangement` earns by the rules, given which runs (by start) are sunk. */
function earnedByRules(arrangement: string, cell: number, sunk: Set<number>): number {
  const letter = arrangement[cell];
  if (letter === ".") return 0;
  let start = cell;
  while (start > 0 && arrangement[start - 1] === letter) start--;
  let end = cell;
  while (end + 1 < arrangement.length && arrangement[end + 1] === letter) end++;
  const length = end - start + 1;
  if (sunk.has(start)) return -30 * length;
  sunk.add(start);
  return 100 * length;
}

describe("properties", () => {
  test("each score is the sum of what that player's shots earned by the rules", () => {
    fc.assert(
      fc.property(fleets, positions, (arrangements, shots) => {
        let game = newGame(arrangements);
        const earned = [0, 0];
        const sunk = [new Set<number>(), new Set<number>()];
        for (const position of shots) {
          const outcome = applyShot(game, position);
          if (outcome.kind === "refused") continue;
          const target = outcome.shooter === 0 ? 1 : 0;
          const expected = earnedByRules(
            arrangements[target],
            position - 1,
            sunk[target] ?? new Set(),
          );
          expect(outcome.points).toBe(expected);
          earned[outcome.shooter] = (earned[outcome.shooter] ?? 0) + outcome.points;
          game = outcome.game;
        }
        expect(game.players.map((player) => player.score)).toEqual(earned);
      }),
    );
  });

  test("a fleet keeps its length and only ever turns letters into stars", () => {
    fc.assert(
      fc.property(fleets, positions, (arrangements, shots) => {
        const game = playShots(arrangements, shots);
        arrangements.forEach((arrangement, seat) => {
          const name = seat === 0 ? "Ann" : "Bob";
          const status = step(game, `fleet ${name}`).output.slice(0, -1);
          expect(status).toHaveLength(arrangement.length);
          [...status].forEach((cell, index) => {
            expect(
              cell === arrangement[index] || (cell === "*" && arrangement[index] !== "."),
            ).toBe(true);
          });
        });
      }),
    );
  });

  test("a game is over exactly when one fleet has no letter left", () => {
    fc.assert(
      fc.property(fleets, positions, (arrangements, shots) => {
        const game = playShots(arrangements, shots);
        const sunk = game.players.some((player) => !/[A-Z]/.test(player.fleet.status));
        expect(game.status === "over").toBe(sunk);
      }),
    );
  });
});
