import { afterAll, describe, expect, test } from "vitest";
import { createOutputChannel } from "../../src/run/output-channel.js";
import { type RunRequest, runProgram } from "../../src/run/run-program.js";

const channel = createOutputChannel();
afterAll(() => channel.close());

function shell(script: string, mergeErrors: boolean): RunRequest {
  return {
    program: { file: "/bin/sh", args: ["-c", script], display: script },
    args: [],
    cwd: process.cwd(),
    input: "",
    mergeErrors,
    timeLimitMs: 5000,
    outputLimitBytes: 1024,
  };
}

const script = "echo out1; echo err1 >&2; echo out2; echo err2 >&2";

describe("runProgram", () => {
  test("gives a protocol run one stream for both outputs, in the order written", async () => {
    const outcome = await runProgram(shell(script, true), channel);
    expect(outcome).toMatchObject({
      output: "out1\nerr1\nout2\nerr2\n",
      errorOutput: "",
      exitCode: 0,
    });
  });

  test("keeps standard error apart for .in/.out runs", async () => {
    const outcome = await runProgram(shell(script, false), channel);
    expect(outcome).toMatchObject({ output: "out1\nout2\n", errorOutput: "err1\nerr2\n" });
  });

  test("runs many protocol cases at once without mixing their streams", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        runProgram(shell(`echo ${index}; echo e${index} >&2`, true), channel),
      ),
    );
    expect(outcomes.map((outcome) => outcome.output)).toEqual(
      Array.from({ length: 8 }, (_, index) => `${index}\ne${index}\n`),
    );
  });

  test("reports a program that cannot start as a value, not an exception", async () => {
    const request = {
      ...shell("", false),
      program: { file: "/no/such/program", args: [], display: "x" },
    };
    const outcome = await runProgram(request, channel);
    expect(outcome.startError).toContain("ENOENT");
    expect(outcome.exitCode).toBeNull();
  });

  test("feeds the input on standard input, and does not mind a program that ignores it", async () => {
    const big = "x".repeat(1024 * 1024);
    const outcome = await runProgram({ ...shell("head -c 3", false), input: big }, channel);
    expect(outcome).toMatchObject({ output: "xxx", exitCode: 0 });
  });
});
