import { describe, expect, test } from "vitest";
import { generateInput } from "../../src/engine/generate-input.js";
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
});
