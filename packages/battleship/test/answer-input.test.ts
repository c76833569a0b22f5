import { describe, expect, test } from "vitest";
import { answerInput } from "../src/answer-input.js";

const noFiles = { args: [], readFile: () => undefined };

describe("answerInput", () => {
  test("answers the header and a shot with nothing, quit with the winner, then reads no more", () => {
    // fixtures/battleship/a-one-shot-game, with a line after quit.
    const lines = ["Ann", "..A", "Bob", "BB.", "shoot 1", "quit", "score Ann"];
    expect(answerInput(lines, noFiles)).toEqual({
      before: "",
      answers: ["", "", "", "", "", "Ann won the game!\n"],
      after: "",
    });
  });

  test("stops at a header line it refuses, and answers nothing for arguments", () => {
    expect(answerInput(["", "..A"], noFiles)?.answers).toEqual([""]);
    expect(answerInput(["Ann"], { ...noFiles, args: ["x"] })).toBeUndefined();
  });
});
