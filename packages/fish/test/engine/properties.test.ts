import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { startGame, step } from "../../src/engine/step.js";
import { playGame, splitFrame } from "../helpers/make-state.js";

const die = fc.constantFrom("1", "2", "3", "4", "5", "6");
/** Any token a program argument can carry, line breaks excepted (the CLI refuses those). */
const anyToken = fc
  .oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }))
  .filter((token) => !/[\r\n]/.test(token));
const tokens = fc.array(
  fc.oneof({ arbitrary: die, weight: 4 }, { arbitrary: anyToken, weight: 1 }),
  {
    maxLength: 60,
  },
);
const editions = fc.constantFrom("original" as const, "revised" as const);

/**
 * Every valid roll moves a fish one cell (4 fish, 6 cells each to the sea) or removes one of the
 * 11 regular cells, so no game outlasts 35 valid rolls.
 */
const MOST_VALID_ROLLS = 4 * 6 + 11;

describe("properties of every game", () => {
  test("every frame is 6 lines", () => {
    fc.assert(
      fc.property(tokens, editions, (input, edition) => {
        for (const frame of playGame(input, edition).frames) {
          expect(frame.endsWith("\n")).toBe(true);
          expect(splitFrame(frame)).toHaveLength(6);
        }
      }),
    );
  });

  test("every line of one board has the same width, banner or not", () => {
    fc.assert(
      fc.property(tokens, editions, (input, edition) => {
        for (const frame of playGame(input, edition).frames) {
          const widths = new Set(splitFrame(frame).map((line) => line.length));
          expect(widths.size).toBe(1);
        }
      }),
    );
  });

  test("the game always ends within 35 valid rolls, whatever invalid tokens come between", () => {
    const invalid = anyToken.filter((token) => !/^[1-6]$/.test(token));
    const turn = fc.tuple(fc.array(invalid, { maxLength: 3 }), die);
    const game = fc.array(turn, { minLength: MOST_VALID_ROLLS, maxLength: MOST_VALID_ROLLS });
    fc.assert(
      fc.property(game, (turns) => {
        let state = startGame().state;
        for (const [noise, roll] of turns) {
          for (const token of noise) state = step(state, token).state;
          state = step(state, roll).state;
        }
        expect(state.status).toBe("over");
      }),
    );
  });

  test("the game has ended once the inputs run out", () => {
    fc.assert(
      fc.property(tokens, editions, (input, edition) => {
        expect(playGame(input, edition).state.status).toBe("over");
      }),
    );
  });

  test("prints nothing after the frame that ends the game", () => {
    fc.assert(
      fc.property(tokens, tokens, (first, second) => {
        const { state, frames } = playGame(first);
        const after = second.map((token) => step(state, token).output);
        expect(after.every((output) => output === "")).toBe(true);
        expect(frames.length).toBeLessThanOrEqual(first.length + 2);
      }),
    );
  });
});
