import { describe, expect, test } from "vitest";
import { answerInput } from "../src/answer-input.js";

const stdin = { args: ["--stdin"], readFile: () => undefined };

describe("answerInput", () => {
  test("draws the board first, a board per die of each line, and says the inputs ran out", () => {
    const answers = answerInput(["2 5", "", "3"], stdin);
    const lines = (text = "") => text.split("\n").length - 1;
    expect(lines(answers?.before)).toBe(6);
    expect(answers?.answers.map(lines)).toEqual([12, 0, 6]);
    expect(answers?.after).toContain("Missing inputs.");
  });

  test("stops after the line whose die ends the game, with no last board", () => {
    // fixtures/fish/stdin-stops-reading-after-the-end: the hunters' boat reaches the sea.
    const answers = answerInput(["6 6 6", "6 6 6 6 foo", "1"], stdin);
    expect(answers?.answers).toHaveLength(2);
    expect(answers?.answers[1]).toContain("the catching that was bad.");
    expect(answers?.after).toBe("");
  });

  test("answers nothing for dice given as arguments, or arguments it refuses", () => {
    expect(answerInput(["1"], { ...stdin, args: [] })).toBeUndefined();
    expect(answerInput(["1"], { ...stdin, args: ["--stdin", "3"] })).toBeUndefined();
  });
});
