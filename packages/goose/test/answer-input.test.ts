import { describe, expect, test } from "vitest";
import { answerInput } from "../src/answer-input.js";

const noFiles = { args: [], readFile: () => undefined };
const header = ["WYM", "25", "2", "7 17", "3", "6 20 24"];

describe("answerInput", () => {
  test("answers the header with nothing, then each command, and reads nothing after exit", () => {
    expect(answerInput([...header, "square R", "player", "exit", "player"], noFiles)).toEqual({
      before: "",
      answers: [
        ...header.map(() => ""),
        "Nonexistent player\n",
        "Next to play: W\n",
        "The game was not over yet...\n",
      ],
      after: "",
    });
  });

  test("answers nothing when given arguments, which goose-game refuses", () => {
    expect(answerInput(header, { ...noFiles, args: ["--help"] })).toBeUndefined();
  });
});
