import { describe, expect, test } from "vitest";
import { finishGame, startGame, step } from "../../src/engine/step.js";
import { makeState, playGame, splitFrame } from "../helpers/make-state.js";

describe("step", () => {
  test("shows the invalid-input banner and keeps the state", () => {
    const { state } = startGame();
    const result = step(state, "400000");
    expect(result.state).toBe(state);
    expect(splitFrame(result.output)[3]).toContain("Offending input: 400...");
  });

  test("shows the result's banner instead of a plain board on the roll that ends the game", () => {
    const { frames, state } = playGame(["6", "6", "6", "6", "6", "6"]);
    expect(state.status).toBe("over");
    expect(frames).toHaveLength(7);
    expect(splitFrame(frames[6] ?? "")[2]).toContain("The fishing was good; it's");
  });

  test("ignores every token after the end silently", () => {
    const over = {
      ...makeState({ fish: ["safe", "safe", "safe", "safe"] }),
      status: "over" as const,
    };
    expect(step(over, "1")).toEqual({ state: over, output: "" });
    expect(step(over, "x")).toEqual({ state: over, output: "" });
    expect(finishGame(over)).toEqual({ state: over, output: "" });
  });
});

describe("finishGame", () => {
  test.each([
    ["revised", "The game ends!!"],
    ["original", "The games ends!"],
  ] as const)("ends a %s game with its missing-inputs banner", (edition, wording) => {
    const { frames, state } = playGame([], edition);
    expect(state.status).toBe("over");
    expect(frames).toHaveLength(2);
    expect(splitFrame(frames[1] ?? "").slice(2, 4)).toEqual([
      `│${" ".repeat(24)}Missing inputs.${" ".repeat(23)}│`,
      `│${" ".repeat(24)}${wording}${" ".repeat(23)}│`,
    ]);
  });
});

describe("editions", () => {
  const twoAgainstTwo = ["2", "2", "2", "2", "2", "2", "3", "3", "3", "3", "3", "3"].concat(
    Array<string>(6).fill("1"),
  );

  test.each([
    ["revised", "Nice tie"],
    ["original", "The fishing was good; it's"],
  ] as const)("ends two safe against two captured in the %s edition with %j", (edition, text) => {
    const { frames } = playGame(twoAgainstTwo, edition);
    expect(splitFrame(frames.at(-1) ?? "")[2]).toContain(text);
  });
});
