import { describe, expect, test } from "vitest";
import { runProgram } from "../../src/run/run-program.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { planProgramSandbox } from "../../src/sandbox/plan-program-sandbox.js";
import type { SandboxMode } from "../../src/sandbox/sandbox-plan.js";

const isRoot = process.getuid?.() === 0;
const canBox = detectIsolation().bwrapProblem === undefined;

// As root, each box is a user of its own: `RLIMIT_NPROC` then counts the box's processes and
// threads alone, a limit where no cgroup gives one (a container's read-only cgroups).
describe.runIf(isRoot && (canBox || process.env.CI))(
  "as root with no cgroup, in strict mode",
  () => {
    const mode: SandboxMode = "strict";
    test("a run starts no more processes than --process-limit", async () => {
      const { plan } = planProgramSandbox({
        mode,
        program: { file: "/bin/sh", args: [], display: "sh" },
        programFolder: process.cwd(),
        hidden: [],
        files: [],
        hostEnv: process.env,
      });
      expect(plan.mode).toBe(mode);
      // Each `&` is a process of the box user; the shell stops at the first it cannot start.
      const script = "for i in $(seq 60); do sleep 5 & echo $i; done";
      const { output } = await runProgram({
        program: { file: "/bin/sh", args: ["-c", script], display: "many" },
        sandbox: { ...plan, cgroup: undefined, limits: { ...plan.limits, processes: 20 } },
        args: [],
        cwd: process.cwd(),
        input: "",
        mergeErrors: false,
        timeLimitMs: 5000,
        outputLimitBytes: 1024,
      });
      const started = output.trim().split("\n").length;
      expect(started).toBeGreaterThan(5);
      expect(started).toBeLessThan(20);
    });
  },
);
