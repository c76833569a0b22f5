import { describe, expect, test } from "vitest";
import { answerInput } from "../src/answer-input.js";

const noFiles = { args: [], readFile: () => undefined };

describe("answerInput", () => {
  test("greets before any line, answers each with the next prompt, and stops at exit", () => {
    expect(answerInput(["commands", "exit", "help"], noFiles)).toEqual({
      before: "Welcome to Nim\n\nPlease enter a command to continue\n\n$ ",
      answers: ["\n: start\n: exit\n: help\n: commands\n\n$ ", "\nThank you for playing Nim\n\n"],
      after: "",
    });
  });

  test("answers nothing when given arguments", () => {
    expect(answerInput(["exit"], { ...noFiles, args: ["-x"] })).toBeUndefined();
  });
});
