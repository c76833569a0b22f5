import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/run-cli.js";
import { createMemoryIo } from "./helpers/memory-io.js";

const WELCOME = "Welcome to Nim\n\nPlease enter a command to continue\n\n$ ";

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}

describe("runCli", () => {
  test("plays a whole session from piped input and exits with 0", async () => {
    const { io, input, read } = createMemoryIo();
    input.end("start\nAnn\nBob\n1\n1\n1\nN\nexit\n");
    await expect(runCli(io)).resolves.toBe(0);
    expect(read()).toBe(
      `${WELCOME}\nPlease enter Player 1's name : Please enter Player 2's name : ` +
        "Enter upper bound : Enter initial number of stones : \n1 stones left : *\n" +
        "Ann's turn. Enter stones to remove : \nGame Over\nBob wins!\n\n" +
        "Do you want to play again (Y/N): Ann won 0 game out of 1 played\n" +
        "Bob won 1 game out of 1 played\n$ \nThank you for playing Nim\n\n",
    );
  });

  test("stops reading at exit, even while the input stays open", async () => {
    const { io, input, read } = createMemoryIo();
    input.write("exit\nhelp\n");
    await expect(runCli(io)).resolves.toBe(0);
    expect(read()).toBe(`${WELCOME}\nThank you for playing Nim\n\n`);
  });

  test("ends quietly with 0 when the input ends in the middle of a game", async () => {
    const { io, input, read } = createMemoryIo();
    input.end("start\nAnn\n");
    await expect(runCli(io)).resolves.toBe(0);
    expect(read().endsWith("Please enter Player 2's name : ")).toBe(true);
  });

  test("answers each line before the next one arrives", async () => {
    const { io, input, read } = createMemoryIo();
    const done = runCli(io);
    await settle();
    expect(read()).toBe(WELCOME);
    input.write("help\n");
    await settle();
    expect(read().endsWith("loses!\n\n$ ")).toBe(true);
    input.write("start\n");
    await settle();
    expect(read().endsWith("Please enter Player 1's name : ")).toBe(true);
    input.end();
    await done;
  });

  test("names the line and the rule when a bound is below 1, after the output before it", async () => {
    const { io, input, read } = createMemoryIo();
    input.end("help\nstart\nAnn\nBob\n0\n3\n");
    const error = await runCli(io).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    expect((error as CliError).message).toBe(
      'line 5 ("0"): the upper bound must be a whole number from 1 to 2147483647',
    );
    expect(read().endsWith("Enter upper bound : ")).toBe(true);
  });

  test("quotes a long offending line only in part, so the error stays one short line", async () => {
    const { io, input } = createMemoryIo();
    input.end(`start\nAnn\nBob\n${"9".repeat(100_000)}\n`);
    const error = await runCli(io).catch((caught: unknown) => caught);
    expect((error as CliError).message).toBe(
      `line 4 ("${"9".repeat(40)}"... (100000 characters)): ` +
        "the upper bound must be a whole number from 1 to 2147483647",
    );
  });

  test("refuses any argument before printing anything", async () => {
    const { io, input, read } = createMemoryIo(["--fast"]);
    input.end("exit\n");
    await expect(runCli(io)).rejects.toThrow('unexpected argument "--fast"');
    expect(read()).toBe("");
  });
});
