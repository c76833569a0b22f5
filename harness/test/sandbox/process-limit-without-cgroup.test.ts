import { describe, expect, test } from "vitest";
import { runProgram } from "../../src/run/run-program.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import type { SandboxMode } from "../../src/sandbox/sandbox-plan.js";
import { planShell, runShell, shellRequest } from "../helpers/shell-runs.js";

const isRoot = process.getuid?.() === 0;
const canBox = detectIsolation().bwrapProblem === undefined;

// As root, each box is a user of its own: `RLIMIT_NPROC` then counts the box's processes and
// threads alone, a limit where no cgroup gives one (a container's read-only cgroups).
describe.runIf(isRoot && (canBox || process.env.CI))(
  "as root with no cgroup, in strict mode",
  () => {
    const mode: SandboxMode = "strict";
    test("a run starts no more processes than --process-limit", async () => {
      const plan = planShell(mode);
      expect(plan.mode).toBe(mode);
      // Each `&` is a process of the box user; the shell stops at the first it cannot start.
      const script = "for i in $(seq 60); do sleep 5 & echo $i; done";
      const limits = { ...plan.limits, processes: 20 };
      const { output } = await runShell({ ...plan, cgroup: undefined, limits }, script);
      const started = output.trim().split("\n").length;
      expect(started).toBeGreaterThan(5);
      expect(started).toBeLessThan(20);
    });

    // A box user may lower its inherited hard RLIMIT_NPROC, never raise it: the launcher's ulimit
    // failed, and every case was a Runtime Error ("could not set the run's limits").
    test("a --process-limit above the grader's own hard limit is that limit, and the program runs", async () => {
      const plan = planShell(mode);
      const limits = { ...plan.limits, processes: 1e9 };
      const { output } = await runShell({ ...plan, cgroup: undefined, limits }, "echo ran");
      expect(output).toBe("ran\n");
    });
  },
);

// No box keeps a basic run's processes together: one forked twice, its parent gone, is init's
// child, out of the process tree whose CPU time is counted. It was Accepted with seconds of CPU.
describe.runIf(isRoot && planShell("basic").identity !== undefined)(
  "as root with no cgroup, in basic mode",
  () => {
    const run = (script: string, timeLimitMs: number) => {
      const request = shellRequest({ ...planShell("basic"), cgroup: undefined }, script);
      return runProgram({ ...request, timeLimitMs });
    };

    test("a process that leaves the run's tree still counts toward its CPU time", async () => {
      const result = await run("(sh -c 'while :; do :; done' &); sleep 4; echo done", 500);
      expect(result.limit).toBe("cpu");
      expect(result.cpuMs).toBeGreaterThanOrEqual(500);
    });

    // Its work done in short children it waits for, each gone before the watcher looks.
    test("so do the children such a process waited for", async () => {
      const loop = `sh -c 'while :; do timeout 0.03 sh -c "while :; do :; done"; done'`;
      const result = await run(`(${loop} &); (${loop} &); sleep 4; echo done`, 500);
      expect(result.limit).toBe("cpu");
    });

    // Where nothing reaps orphans (a container's first process), the killed burner above stays a
    // zombie of the box user, with its CPU time: the next run of that user was charged with it.
    test("what an earlier run of the same box user left is not counted", async () => {
      await run("(sh -c 'while :; do :; done' &); sleep 4", 300);
      for (let round = 0; round < 3; round++) {
        const result = await run("echo hi; sleep 0.3", 500);
        expect(result.limit).toBeNull();
      }
    });
  },
);
