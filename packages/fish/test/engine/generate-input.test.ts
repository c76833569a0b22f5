import { describe, expect, test } from "vitest";
import type { Die } from "../../src/engine/command.js";
import { generateInput } from "../../src/engine/generate-input.js";
import { decideOutcome } from "../../src/engine/outcome.js";
import { applyRoll } from "../../src/engine/rules.js";
import { createInitialState } from "../../src/engine/state.js";
import { parseArguments } from "../../src/parse-arguments.js";

describe("generateInput", () => {
  test("gives the same dice for the same seed, mostly valid, all usable as arguments", () => {
    const first = generateInput({ seed: 42, size: 500 });
    expect(generateInput({ seed: 42, size: 500 })).toEqual(first);
    expect(generateInput({ seed: 43, size: 500 })).not.toEqual(first);
    expect(first.stdin).toBe("");
    expect(parseArguments(first.args).dice).toEqual(first.args);
    const valid = first.args.filter((token) => /^[1-6]$/.test(token)).length;
    expect(valid).toBeGreaterThan(400);
    expect(valid).toBeLessThan(500);
  });

  test("in the spec space gives dice only, a whole game that ends with a winner", () => {
    for (let seed = 0; seed < 20; seed++) {
      const { args, stdin } = generateInput({ seed, size: 5, space: "spec" });
      expect(stdin).toBe("");
      expect(args.every((arg) => /^[1-6]$/.test(arg))).toBe(true);
      let state = createInitialState();
      for (const arg of args) {
        expect(decideOutcome(state)).toBeUndefined();
        state = applyRoll(state, Number(arg) as Die);
      }
      expect(["fish", "hunters"]).toContain(decideOutcome(state));
    }
  });
});
