import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { isHelpRequest, showTerminalHint } from "../src/terminal-hint.js";

function makeIo(tty: boolean) {
  const output = new PassThrough();
  const errorOutput = new PassThrough();
  const input = Object.assign(new PassThrough(), tty ? { isTTY: true } : {});
  const read = (stream: PassThrough) => String(stream.read() ?? "");
  return {
    io: { input, output, errorOutput, args: [] },
    output: () => read(output),
    errors: () => read(errorOutput),
  };
}

describe("showTerminalHint", () => {
  test("writes the hint on standard error when standard input is a terminal", () => {
    const { io, output, errors } = makeIo(true);
    showTerminalHint(io, "type a command");
    expect(errors()).toBe("type a command\n");
    expect(output()).toBe("");
  });

  test("writes nothing when the input is a pipe or a file", () => {
    const { io, output, errors } = makeIo(false);
    showTerminalHint(io, "type a command");
    expect(errors()).toBe("");
    expect(output()).toBe("");
  });
});

describe("isHelpRequest", () => {
  test.each([
    [["--help"], true],
    [["-h"], true],
    [[], false],
    [["--help", "extra"], false],
    [["help"], false],
  ])("%j asks for help: %s", (args, expected) => {
    expect(isHelpRequest(args)).toBe(expected);
  });
});
