import { PassThrough, Writable } from "node:stream";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { HELP } from "../src/engine/messages.js";
import { runCli } from "../src/run-cli.js";
import { playGame } from "./helpers/make-state.js";
import { runInMemory } from "./helpers/run-in-memory.js";

describe("runCli", () => {
  test("plays the dice given as arguments and ends with the missing-inputs banner", async () => {
    const result = await runInMemory(["2", "x", "1"]);
    expect(result).toEqual({
      exitCode: 0,
      stdout: playGame(["2", "x", "1"]).frames.join(""),
      stderr: "",
    });
  });

  // The seed: "Once a game ends, no more inputs must be processed and any remaining inputs must be
  // silently rejected (i.e., no error message displayed)".
  test("ignores a die with a line break once the game is over", async () => {
    const dice = ["1", "1", "1", "6", "6", "6"];
    expect(playGame(dice).state.status).toBe("over");
    expect(await runInMemory([...dice, "\n"])).toEqual({
      exitCode: 0,
      stdout: playGame(dice).frames.join(""),
      stderr: "",
    });
  });

  test("refuses a die with a line break while the game goes on, after the boards before it", async () => {
    const output = new PassThrough();
    const written: Buffer[] = [];
    output.on("data", (chunk: Buffer) => written.push(chunk));
    const io = { input: new PassThrough(), output, errorOutput: new PassThrough() };
    await expect(runCli({ ...io, args: ["--edition=revised", "2", "a\nb"] })).rejects.toThrow(
      new CliError(
        "argument 3: a die must not contain a line break (dice are separated by spaces)",
      ),
    );
    const boards = playGame(["2"]).frames;
    expect(Buffer.concat(written).toString()).toBe(boards.slice(0, -1).join(""));
  });

  test("prints the help and exits 0", async () => {
    expect(await runInMemory(["--help"])).toEqual({ exitCode: 0, stdout: HELP, stderr: "" });
  });

  test("reads dice from standard input, split on spaces, tabs and line breaks", async () => {
    const result = await runInMemory(["--edition", "original", "--stdin"], "2 5\r\n\t3\n\n1  x");
    expect(result.stdout).toBe(playGame(["2", "5", "3", "1", "x"], "original").frames.join(""));
  });

  test("stops reading standard input once the game is over", async () => {
    const dice = "6 1 6 1 6 1 2 x\n".repeat(1000);
    const result = await runInMemory(["--stdin"], dice);
    expect(result.stdout).toBe(playGame(["6", "1", "6", "1", "6", "1"]).frames.join(""));
  });

  test("waits for a slow reader instead of queueing the output of every argument", async () => {
    let queuedAtMost = 0;
    const output = new Writable({
      write(_chunk, _encoding, done) {
        queuedAtMost = Math.max(queuedAtMost, this.writableLength);
        setImmediate(done);
      },
    });
    const args = Array.from({ length: 20_000 }, () => "7");
    const io = { input: new PassThrough(), output, errorOutput: new PassThrough(), args };
    expect(await runCli(io)).toBe(0);
    expect(queuedAtMost).toBeLessThan(1024 * 1024);
  }, 30_000); // a slow reader on purpose: seconds on a loaded machine, not a timed assertion

  test("refuses bad arguments before printing anything", async () => {
    await expect(runInMemory(["--edition", "new", "1"])).rejects.toBeInstanceOf(CliError);
  });
});
