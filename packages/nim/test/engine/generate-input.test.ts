import { expect, test } from "vitest";
import { generateInput } from "../../src/engine/generate-input.js";
import { play } from "../helpers/play.js";

test("the generated input is the same for a seed and plays through the engine without a violation", () => {
  const first = generateInput({ seed: 42, size: 2_000 });
  expect(generateInput({ seed: 42, size: 2_000 })).toEqual(first);
  expect(generateInput({ seed: 43, size: 2_000 }).stdin).not.toBe(first.stdin);
  expect(first.args).toEqual([]);

  const lines = first.stdin.slice(0, -1).split("\n");
  expect(lines.length).toBeGreaterThanOrEqual(2_000);
  expect(lines.length).toBeLessThan(2_200);
  const { state, violation, output } = play(lines);
  expect(violation).toBeUndefined();
  expect(state.phase).toBe("exited");
  for (const message of [
    "Upper bound limit exceed",
    "Invalid attempt",
    "Game Over",
    ": commands",
  ]) {
    expect(output).toContain(message);
  }
});

test("in the spec space answers Y or a no, and writes no blank line or word where a number goes", () => {
  for (let seed = 0; seed < 20; seed++) {
    const lines = generateInput({ seed, size: 200, space: "spec" }).stdin.split("\n").slice(0, -1);
    expect(lines).not.toContain("");
    expect(lines).not.toContain("y");
    expect(lines.filter((line) => ["two", "three", "0", "-1"].includes(line))).toEqual([]);
  }
});
