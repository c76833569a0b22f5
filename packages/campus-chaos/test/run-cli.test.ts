import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/run-cli.js";
import { MAPS, RING } from "./helpers.js";

async function runInMemory(input: string, args: readonly string[] = []) {
  const streams = {
    input: new PassThrough(),
    output: new PassThrough(),
    errorOutput: new PassThrough(),
  };
  const all: string[] = [];
  const errors: string[] = [];
  streams.output.on("data", (chunk: Buffer) => all.push(chunk.toString()));
  streams.errorOutput.on("data", (chunk: Buffer) => {
    all.push(chunk.toString());
    errors.push(chunk.toString());
  });
  streams.input.end(input);
  const code = await runCli({ ...streams, args }, MAPS);
  return { code, text: all.join(""), errors: errors.join("") };
}

describe("runCli", () => {
  test("greets, answers each line in order with errors on stderr, and stops at quit", async () => {
    const { code, text, errors } = await runInMemory(
      "start session S ring.txt 2\nroll dice 9\nquit\nhelp\n",
    );
    expect(code).toBe(0);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Welcome to CampusChaos 2024. Enter 'help' for more details.");
    expect(lines.slice(1, 8)).toEqual([...RING, "S", "It's player A's turn."]);
    expect(lines[8]).toMatch(/^Error, /);
    expect(lines.slice(9)).toEqual([""]);
    expect(errors).toBe(`${lines[8]}\n`);
  });

  test("ends quietly with exit code 0 when the input ends without quit (decision 15)", async () => {
    const { code, text } = await runInMemory("help");
    expect(code).toBe(0);
    expect(text.split("\n")).toHaveLength(5);
  });

  test("an argument prints one error line, no greeting, and exits with code 2 (decision 12)", async () => {
    const { code, text, errors } = await runInMemory("help\n", ["--verbose"]);
    expect(code).toBe(2);
    expect(text).toBe(errors);
    expect(text).toMatch(/^Error, [^\n]*--verbose[^\n]*\n$/);
  });

  test("CRLF input lines are read like LF lines", async () => {
    const { text } = await runInMemory("start session S ring.txt 2\r\nquit\r\n");
    expect(text).toContain("It's player A's turn.\n");
    expect(text).not.toContain("Error");
  });
});
