import { describe, expect, test } from "vitest";
import { describeCommand } from "../../src/compare/describe-command.js";
import { describeCaseReason } from "../../src/report/describe-case-reason.js";
import { makeCase } from "../helpers/sample-report.js";

const command = {
  line: 12,
  of: 40,
  text: "square Red",
  expected: "Red is on square 7\n",
  actual: "Red is at square 7\n",
};

describe("describeCommand", () => {
  test("names the command, its line of the input, and both answers in one line", () => {
    expect(describeCommand(command)).toBe(
      'answer to command 12 of 40, "square Red": expected "Red is on square 7", got "Red is at square 7"',
    );
  });

  test("names the first line of a longer answer that differs, and an answer not given", () => {
    const board = { ...command, expected: "top\nmiddle\nbottom\n", actual: "top\nmuddle\n" };
    expect(describeCommand(board)).toBe(
      'answer to command 12 of 40, "square Red", its line 2: expected "middle", got "muddle"',
    );
    expect(describeCommand({ ...command, actual: "" })).toBe(
      'answer to command 12 of 40, "square Red": expected "Red is on square 7", got nothing',
    );
  });

  test("names the line after an empty one expected where nothing was printed", () => {
    const blank = { ...command, expected: "\n\nPlayer 2 wins\n", actual: "" };
    expect(describeCommand(blank)).toBe(
      'answer to command 12 of 40, "square Red": expected "" then "Player 2 wins", got nothing',
    );
    expect(describeCommand({ ...blank, actual: "x\n" })).toBe(
      'answer to command 12 of 40, "square Red": expected "", got "x"',
    );
  });

  test("cuts a long line and shows what a program printed as text", () => {
    const long = { ...command, expected: `${"a".repeat(60)}\n`, actual: "\u001b[2J\n" };
    expect(describeCommand(long)).toBe(
      `answer to command 12 of 40, "square Red": expected "${"a".repeat(48)}"…, got "\\u001b[2J"`,
    );
  });

  test("marks the last line kept of an answer that was cut short", () => {
    const cut = { ...command, actual: "Red is", actualCut: true };
    expect(describeCommand(cut)).toBe(
      'answer to command 12 of 40, "square Red": expected "Red is on square 7", got "Red is"…',
    );
  });
});

describe("a scoreboard's reason", () => {
  test("names the command whose answer went wrong first, then the first difference", () => {
    const difference = { line: 1, column: 8, expected: "on", actual: "at" };
    const named = makeCase("a", {
      verdict: "Wrong Answer",
      firstDifference: { ...difference, command },
    });
    expect(describeCaseReason(named)).toMatch(
      new RegExp(
        `^Wrong Answer: ${escapeRegExp(describeCommand(command))}; first difference at line 1`,
      ),
    );
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
