import { describe, expect, test } from "vitest";
import { type Expectation, judgeRun } from "../../src/compare/judge-run.js";
import type { RunOutcome } from "../../src/run/run-program.js";

const ended: RunOutcome = {
  output: "",
  errorOutput: "",
  exitCode: 0,
  signal: null,
  limit: null,
  startError: null,
  durationMs: 10,
  memoryBytes: null,
  cpuMs: null,
  waitMs: null,
};

function judge(expected: string, output: string) {
  const expectation: Expectation = {
    expected,
    compare: "exact",
    exitCode: 0,
    strictStderr: false,
    timeLimitMs: 1000,
    wallLimitMs: 5000,
    outputLimitBytes: 1024,
  };
  return judgeRun({ ...ended, output }, expectation);
}

describe("the first difference that is not whitespace", () => {
  // It was added after any first difference it did not share a place with: for `abcX` it showed
  // line 2 of the expected output beside the output's `X\n`, from line 1.
  test("is not given when the first difference is not whitespace", () => {
    const judged = judge("abc\ndef\n", "abcX\ndef\n");
    expect(judged.firstDifference).toMatchObject({ line: 1, column: 4, actual: "X\n" });
    expect(judged.firstNonWhitespaceDifference).toBeUndefined();
  });

  test("is given when the first difference is whitespace on both sides", () => {
    const judged = judge(
      "Player 1 rolls 6\nThe game was not over yet\n",
      "Player 1 rolls 6 \nThe game was over\n",
    );
    expect(judged.firstNonWhitespaceDifference).toEqual({
      line: 2,
      column: 14,
      expected: "not over yet\n",
      actual: "over\n",
    });
  });

  test("is given when the output ended where whitespace was expected", () => {
    expect(judge("a\nb\n", "a").firstNonWhitespaceDifference).toEqual({
      line: 2,
      column: 1,
      expected: "b\n",
      actual: null,
    });
  });

  // Placed at the end of the expected text's last word, it shared the whitespace difference's place
  // and was left out: the `b` printed past the expected end was not named.
  test("is placed at the expected output's very end when that ended first", () => {
    expect(judge("a\n", "a \nb\n").firstNonWhitespaceDifference).toEqual({
      line: 2,
      column: 1,
      expected: null,
      actual: "b\n",
    });
  });
});
