import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createPlayer, type NimState, type StateIn } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";
import type { StepResult } from "../../src/engine/step-result.js";

const players = [createPlayer("Luke"), createPlayer("Han")] as const;

const gameStart = fc.record({
  bound: fc.integer({ min: 1, max: 8 }),
  stones: fc.integer({ min: 1, max: 40 }),
});

// Mostly plausible moves, with refused ones (over the bound, zero, negative, not numbers) mixed in.
const moveLine = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("", "x", "1.5", " 2 ") },
);

function startTurn(bound: number, stones: number): NimState {
  return { phase: "turn", players, game: { bound, stones, mover: 0 } };
}

/** Plays `lines` as moves from a fresh game until it ends, showing each step to `visit`. */
function playMoves(
  start: { bound: number; stones: number },
  lines: readonly string[],
  visit: (before: StateIn<"turn">, result: StepResult) => void,
): void {
  let state = startTurn(start.bound, start.stones);
  for (const line of lines) {
    if (state.phase !== "turn") return;
    const result = step(state, line);
    visit(state, result);
    state = result.state;
  }
}

const moves = fc.array(moveLine, { maxLength: 80 });

describe("invariants of a game", () => {
  test("the pile never goes below zero and never grows", () => {
    fc.assert(
      fc.property(gameStart, moves, (start, lines) => {
        playMoves(start, lines, (before, { state }) => {
          const left = state.phase === "turn" ? state.game.stones : 0;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(before.game.stones);
        });
      }),
    );
  });

  test("the player who takes the last stone is always the loser", () => {
    fc.assert(
      fc.property(gameStart, moves, (start, lines) => {
        playMoves(start, lines, (before, { state, output }) => {
          if (state.phase !== "replay") return;
          const taker = before.game.mover;
          const other = taker === 0 ? 1 : 0;
          expect(output).toContain(`Game Over\n${players[other].name} wins!\n`);
          expect(state.players[taker]).toEqual({ name: players[taker].name, wins: 0, played: 1 });
          expect(state.players[other]).toEqual({ name: players[other].name, wins: 1, played: 1 });
        });
      }),
    );
  });

  test("a refused move leaves the game exactly as it was", () => {
    fc.assert(
      fc.property(gameStart, moves, (start, lines) => {
        playMoves(start, lines, (before, { state, output }) => {
          if (!output.startsWith("\n")) expect(state).toBe(before);
        });
      }),
    );
  });

  test("every pile line has one star per stone, single-spaced, with no space at the end", () => {
    fc.assert(
      fc.property(gameStart, moves, (start, lines) => {
        playMoves(start, lines, (_before, { output }) => {
          for (const match of output.matchAll(/(\d+) stones left : (.*)\n/g)) {
            expect(match[2]).toBe(Array(Number(match[1])).fill("*").join(" "));
          }
        });
      }),
    );
  });
});
