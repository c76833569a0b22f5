import { describe, expect, test } from "vitest";
import {
  GENERATOR_BOARD,
  generateInput,
  SPEC_GENERATOR_BOARD,
} from "../../src/engine/generate-input.js";
import { createGrid, splitFileLines } from "../../src/engine/grid.js";
import { validateBoard } from "../../src/engine/validate-board.js";
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

  test("in the spec space plays on a valid board without village or forest, with no help or rematch", () => {
    expect(SPEC_GENERATOR_BOARD).not.toMatch(/[pof]/);
    expect(validateBoard(createGrid(splitFileLines(SPEC_GENERATOR_BOARD)), 3)).toBeUndefined();
    for (let seed = 0; seed < 10; seed++) {
      const input = generateInput({ seed, size: 300, space: "spec" });
      expect(input.files).toEqual({ "maps/generator-board.txt": `${SPEC_GENERATOR_BOARD}\n` });
      const lines = input.stdin.split("\n").slice(0, -1);
      expect(
        lines.filter((line) => /^(help|rematch|roll dice 7|move obstacle 1 up 1 up)$/.test(line)),
      ).toEqual([]);
      const maps = createMaps({ "maps/generator-board.txt": SPEC_GENERATOR_BOARD.split("\n") });
      expect(
        play(lines, maps)
          .state.sessions.map((session) => session.id)
          .sort(),
      ).toEqual(["S1", "S2"]);
    }
  });
});
