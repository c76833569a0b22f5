import { PassThrough } from "node:stream";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/run-cli.js";

/** Runs the CLI in process on `stdin`, returning its exit code and what it wrote to stdout. */
async function runWith(stdin: string, args: readonly string[] = []) {
  const input = new PassThrough();
  const output = new PassThrough();
  const errorOutput = new PassThrough();
  const chunks: string[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  input.end(stdin);
  const code = await runCli({ input, output, errorOutput, args });
  return { code, stdout: chunks.join("") };
}

describe("runCli", () => {
  test("plays a game from the input to the output and exits 0", async () => {
    const result = await runWith("Ann\nA.\nBob\n.B\nplayer\nshoot 2\nquit\nplayer\n");
    expect(result).toEqual({ code: 0, stdout: "Next player: Ann\nAnn won the game!\n" });
  });

  test("ends quietly with exit code 0 when the input stops before quit", async () => {
    expect(await runWith("Ann\nA.\nBob\n.B\nplayer")).toEqual({
      code: 0,
      stdout: "Next player: Ann\n",
    });
  });

  test("keeps a lone carriage return inside the line, so a command holding one is invalid", async () => {
    expect(await runWith("Ann\nA.\r\nBob\n.B\nplayer\rquit\nquit\r\n")).toEqual({
      code: 0,
      stdout: "Invalid command\nThe game was not over yet...\n",
    });
  });

  test("refuses an input with lone carriage returns for line ends, at its first line", async () => {
    const failure = runWith("Ann\rA.\rBob\r.B\rquit\r");
    await expect(failure).rejects.toThrow(
      /^input line 1: a player's name must not hold a carriage return/,
    );
  });

  test("ends quietly on an input that stops inside the header", async () => {
    expect(await runWith("Ann\nA.\n")).toEqual({ code: 0, stdout: "" });
  });

  test("rejects a bad header line with a CliError naming the line and the rule", async () => {
    const failure = runWith("Ann\nA.\nBob\n.B.\nplayer\n");
    await expect(failure).rejects.toThrow(CliError);
    await expect(failure).rejects.toThrow(/^input line 4: both fleets must have the same size/);
  });

  test("rejects arguments, since the game reads everything from standard input", async () => {
    await expect(runWith("", ["--fast"])).rejects.toThrow(/takes no arguments \(got --fast\)/);
  });

  test("quotes an argument holding a newline, so the error stays on one line", async () => {
    await expect(runWith("", ["a\nb"])).rejects.toThrow(/^takes no arguments \(got "a\\nb"\);/);
  });
});
