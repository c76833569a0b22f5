import { describe, expect, test } from "vitest";
import { answerInput } from "../src/answer-input.js";

const RING = " T\nPPPPPP\nP    P\nPPPPPP\na    b\n"; // fixtures/campus-chaos/maps/ring.txt
const files = {
  args: [],
  readFile: (path: string) => (path === "maps/ring.txt" ? RING : undefined),
};

describe("answerInput", () => {
  test("greets, answers each line on standard output only, and reads nothing after quit", () => {
    const lines = [
      "start session Q maps/ring.txt 2",
      "new figure",
      "roll dice 9",
      "quit",
      "new figure",
    ];
    expect(answerInput(lines, files)).toEqual({
      before: "Welcome to CampusChaos 2024. Enter 'help' for more details.\n",
      answers: [`${RING}Q\nIt's player A's turn.\n`, "A1\n", "", ""],
      after: "",
    });
  });

  test("answers nothing when given arguments", () => {
    expect(answerInput(["quit"], { ...files, args: ["--help"] })).toBeUndefined();
  });
});
