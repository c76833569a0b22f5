import { describe, expect, test } from "vitest";
import { GENERATOR_BOARD, generateInput } from "../../src/engine/generate-input.js";
import { createMaps, play } from "../helpers.js";

describe("generateInput", () => {
  test("is deterministic for a seed and plays real games that mostly succeed", () => {
    const first = generateInput({ seed: 7, size: 400 });
    expect(generateInput({ seed: 7, size: 400 })).toEqual(first);
    expect(generateInput({ seed: 8, size: 400 }).stdin).not.toBe(first.stdin);
    expect(first.args).toEqual([]);
    expect(first.files).toEqual({ "maps/generator-board.txt": `${GENERATOR_BOARD}\n` });

    const lines = first.stdin.split("\n").slice(0, -1);
    expect(lines.length).toBeGreaterThanOrEqual(400);
    expect(lines.at(-1)).toBe("quit");
    const maps = createMaps({ "maps/generator-board.txt": GENERATOR_BOARD.split("\n") });
    const { state, lines: output } = play(lines, maps);
    expect(state.status).toBe("quit");
    expect(state.sessions.map((session) => session.id)).toEqual(["S1", "S2"]);
    const errorLines = output.filter((line) => line.startsWith("Error, "));
    expect(errorLines.length).toBeLessThan(lines.length / 10);
    expect(output.some((line) => line.endsWith("has won!") || line.includes("has hit"))).toBe(true);
  });

  test("names the board file where `mapPath` says, in its input and its files", () => {
    const input = generateInput({ seed: 1, size: 3, mapPath: "boards/b.txt" });
    expect(input.stdin).toMatch(/^start session S1 boards\/b\.txt 2 /);
    expect(Object.keys(input.files)).toEqual(["boards/b.txt"]);
  });
});
