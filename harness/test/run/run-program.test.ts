import { describe, expect, test } from "vitest";
import { runProgram } from "../../src/run/run-program.js";
import type { SandboxMode } from "../../src/sandbox/sandbox-plan.js";
import { planShell, shellRequest } from "../helpers/shell-runs.js";

const modes: SandboxMode[] = ["none", "basic", "strict"];
const plans = modes.map((mode) => [mode, planShell(mode)] as const);

describe.each(plans)("runProgram, sandbox %s", (_, plan) => {
  const shell = (script: string, mergeErrors: boolean) => shellRequest(plan, script, mergeErrors);

  const script = "echo out1; echo err1 >&2; echo out2; echo err2 >&2";

  test("gives a protocol run one stream for both outputs, in the order written", async () => {
    const outcome = await runProgram(shell(script, true));
    expect(outcome).toMatchObject({
      output: "out1\nerr1\nout2\nerr2\n",
      errorOutput: "",
      exitCode: 0,
    });
  });

  test("keeps standard error apart for .in/.out runs", async () => {
    const outcome = await runProgram(shell(script, false));
    expect(outcome).toMatchObject({ output: "out1\nout2\n", errorOutput: "err1\nerr2\n" });
  });

  test("runs many protocol cases at once without mixing their streams", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        runProgram(shell(`echo ${index}; echo e${index} >&2`, true)),
      ),
    );
    expect(outcomes.map((outcome) => outcome.output)).toEqual(
      Array.from({ length: 8 }, (_, index) => `${index}\ne${index}\n`),
    );
  });

  test.each([false, true])(
    "reports a program that cannot start as a value, not an exception (streams merged: %s)",
    async (merged) => {
      const request = {
        ...shell("", merged),
        program: { file: "/no/such/program", args: [], display: "x" },
      };
      const outcome = await runProgram(request);
      // Unwrapped, the spawn fails; wrapped, the shell or bwrap that would exec it says so.
      expect(outcome.startError).toMatch(/ENOENT|not found|No such file/);
      expect(outcome.startError).toContain("/no/such/program");
    },
  );

  // What a wrapper or bwrap would say, said by the program: its exit and its words stay its own.
  test.each([false, true])(
    "never takes a program's exit code or words for a failed start (streams merged: %s)",
    async (merged) => {
      const mimics = [
        "exit 125",
        "echo 'bwrap: Can not mount tmpfs on /newroot/box' >&2; exit 1",
        "echo 'sh: 1: exec: main: not found' >&2; exit 127",
        "echo 'cannot run main: not found' >&2; exit 127",
      ];
      for (const mimic of mimics) {
        const outcome = await runProgram(shell(mimic, merged));
        expect(outcome.startError, mimic).toBeNull();
        expect(outcome.exitCode, mimic).toBe(Number(/\d+$/.exec(mimic)?.[0]));
      }
    },
  );

  test("feeds the input on standard input, and does not mind a program that ignores it", async () => {
    const big = "x".repeat(1024 * 1024);
    const outcome = await runProgram({ ...shell("head -c 3", false), input: big });
    expect(outcome).toMatchObject({ output: "xxx", exitCode: 0 });
  });
});
