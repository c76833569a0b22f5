import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { answerEachLine, splitInputLines, streamLines } from "../src/index.js";

/** The lines `streamLines` hands a program for `text`. */
async function streamedLines(text: string): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  output.resume();
  const lines: string[] = [];
  input.end(text);
  await streamLines(
    { input, output, errorOutput: output, args: [] },
    {
      line: (line) => {
        lines.push(line);
      },
    },
  );
  return lines;
}

describe("splitInputLines", () => {
  test.each([
    ["a\nb\n"],
    ["a\r\nb"],
    ["a\n\nb\n\n"],
    [""],
    ["\n"],
    ["a\n\r"],
    ["a\rb\n"],
    ["a\r\r\n"],
  ])("splits %j into the lines streamLines gives a game", async (text) => {
    expect(splitInputLines(text)).toEqual(await streamedLines(text));
  });
});

describe("answerEachLine", () => {
  test("answers each line in turn and stops after the line that says so", () => {
    const result = answerEachLine(["1", "2", "stop", "4"], 0, (sum, line) => ({
      state: sum + 1,
      output: `${line}!\n`,
      stop: line === "stop",
    }));
    expect(result).toEqual({ answers: ["1!\n", "2!\n", "stop!\n"], state: 3, stopped: true });
  });
});
