import { once } from "node:events";
import { PassThrough } from "node:stream";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/run-cli.js";

const HEADER = "RGB\n25\n2\n7 17\n3\n6 20 24\n";

function makeIo(args: readonly string[] = []) {
  const input = new PassThrough();
  const output = new PassThrough();
  const errorOutput = new PassThrough();
  const chunks: string[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return { io: { input, output, errorOutput, args }, input, read: () => chunks.join("") };
}

async function runWith(stdin: string, args: readonly string[] = []) {
  const { io, input, read } = makeIo(args);
  input.end(stdin);
  const exitCode = await runCli(io);
  return { exitCode, stdout: read() };
}

describe("runCli", () => {
  test("plays a game from the input and exits with 0", async () => {
    const result = await runWith(`${HEADER}player\ndice 1 6\nsquare R\nexit\n`);
    expect(result).toEqual({
      exitCode: 0,
      stdout: "Next to play: R\nR is on square 8\nThe game was not over yet...\n",
    });
  });

  test("answers a command before the next line arrives", async () => {
    const { io, input, read } = makeIo();
    const done = runCli(io);
    input.write(`${HEADER}player\n`);
    await once(io.output, "data");
    expect(read()).toBe("Next to play: R\n");
    input.end("exit\n");
    await done;
    expect(read()).toBe("Next to play: R\nThe game was not over yet...\n");
  });

  test("rejects a bad header with a CliError naming the line, before any output", async () => {
    const { io, input, read } = makeIo();
    input.end("RGB\n7\nplayer\n");
    const error = await runCli(io).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({
      exitCode: 2,
      message: "line 2: the number of squares must be an integer between 10 and 150, got 7",
    });
    expect(read()).toBe("");
  });

  test("ends quietly with 0 when the input stops inside the header", async () => {
    expect(await runWith("RGB\n25\n")).toEqual({ exitCode: 0, stdout: "" });
  });

  test("rejects arguments, since the game is read from standard input", async () => {
    await expect(runWith(HEADER, ["game.txt"])).rejects.toThrow('unexpected argument "game.txt"');
  });

  test("rejects anything after --help as well", async () => {
    await expect(runWith(HEADER, ["--help", "extra"])).rejects.toThrow(
      'unexpected argument "extra"',
    );
  });

  test("prints usage for --help", async () => {
    const result = await runWith("", ["--help"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Usage: goose-game < game.txt\n/);
  });
});
