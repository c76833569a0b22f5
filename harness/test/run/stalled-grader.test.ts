import { describe, expect, test } from "vitest";
import { runProgram } from "../../src/run/run-program.js";
import type { SandboxMode } from "../../src/sandbox/sandbox-plan.js";
import { planShell, shellRequest } from "../helpers/shell-runs.js";

/** Keeps this process (the grader) from doing anything else for `ms`: a busy machine, a long sync step. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the event loop waits
  }
}

/**
 * Once the program has started (a box takes a few milliseconds), stalls the grader past the wall
 * limit. From the loop's check phase, as work after an I/O callback is: its next turn runs the
 * timers that came due before it looks at the pipes and the exit.
 */
async function stallPastWallLimit(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await new Promise((resolve) => setImmediate(resolve));
  stall(3000);
}

const modes: SandboxMode[] = ["none", "basic", "strict"];

// A grader whose event loop is held up (another student's zip being unpacked, a huge report, a
// machine that did not schedule it) finds the wall limit's timer due and the program's exit and
// output waiting at once: the timers run first. A program that ended long before, with its output,
// is judged by that output, never as if it had printed nothing.
describe.each(modes)("a grader held up past the wall limit, sandbox %s", (mode) => {
  test("still judges a program that ended in time by what it printed", async () => {
    const request = { ...shellRequest(planShell(mode), "sleep 1; echo hi"), wallLimitMs: 1500 };
    const outcome = runProgram(request);
    await stallPastWallLimit(); // while the program prints and exits
    expect(await outcome).toMatchObject({
      output: "hi\n",
      exitCode: 0,
      signal: null,
      limit: null,
    });
  });

  test("does not count its own hold-up as the processor waits of a program that slept", async () => {
    // A program asleep past the wall limit: the stretch for the grader's hold-up is not a wait for a
    // processor (what --max-tle weighs against the time it slept, and the report names).
    const request = { ...shellRequest(planShell(mode), "sleep 30"), wallLimitMs: 1500 };
    const outcome = runProgram(request);
    await stallPastWallLimit();
    const result = await outcome;
    expect(result.limit).toBe("wall");
    expect(result.waitMs ?? 0).toBeLessThan(1000);
  });

  test("does not charge a program the time it waited on the grader to read its output", async () => {
    // 300 KB fills the pipe: the program waits for the grader, which is held up past the wall limit.
    const script = "sleep 0.5; head -c 300000 /dev/zero";
    const request = {
      ...shellRequest(planShell(mode), script),
      wallLimitMs: 1500,
      outputLimitBytes: 1_000_000,
    };
    const outcome = runProgram(request);
    await stallPastWallLimit();
    const result = await outcome;
    expect(result).toMatchObject({ exitCode: 0, signal: null, limit: null });
    expect(result.output).toHaveLength(300_000);
  });
});

// The wall limit is also the longest the grader waits for a program's output to end: a program
// that exits in time but leaves a process of a new session holding its output (out of its group,
// and, without a cgroup, out of reach) must not keep the grader waiting past it.
describe.each(["none", "basic"] as const)(
  "a program that leaves a daemon holding its output, sandbox %s",
  (mode) => {
    test("is waited for no longer than the wall limit, and judged by what it printed", async () => {
      const plan = { ...planShell(mode), cgroup: undefined };
      const script = "echo ok; setsid sleep 600 >&2 & echo $! >&2; sleep 0.3; exit 0";
      const request = { ...shellRequest(plan, script), wallLimitMs: 1000 };
      const outcome = await runProgram(request);
      const daemon = Number(outcome.errorOutput.trim());
      try {
        // The grader did not wait for the daemon to end (600 s, past the test's timeout): it is
        // still there. Not timed, so a loaded machine cannot fail it.
        expect(() => process.kill(daemon, 0)).not.toThrow();
        expect(outcome).toMatchObject({ output: "ok\n", exitCode: 0, signal: null, limit: null });
      } finally {
        if (daemon > 0) process.kill(daemon, "SIGKILL");
      }
    }, 90_000);
  },
);
