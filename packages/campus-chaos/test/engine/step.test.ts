import { describe, expect, test } from "vitest";
import { createState } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";
import { MAPS, play, START_RING } from "../helpers.js";

describe("step", () => {
  test("an error is one stderr line starting `Error, ` and changes nothing", () => {
    const state = play(START_RING).state;
    const before = structuredClone(state);
    const result = step(state, "move A1 1 up", MAPS);
    expect(result.state).toEqual(before);
    expect(result.output).toEqual([{ stream: "error", text: expect.stringMatching(/^Error, /) }]);
  });

  test("normal output goes to stdout", () => {
    expect(step(createState(), "help", MAPS).output.every((line) => line.stream === "out")).toBe(
      true,
    );
  });

  test("quit stops the program without output in every state", () => {
    for (const input of [[], START_RING, [...START_RING, "roll dice 2"]]) {
      const result = step(play(input).state, "quit", MAPS);
      expect(result.output).toEqual([]);
      expect(result.state.status).toBe("quit");
    }
  });

  test("a command that is not available now is an error", () => {
    expect(step(createState(), "roll dice 3", MAPS).output[0]?.text).toMatch(/not available/);
  });
});
