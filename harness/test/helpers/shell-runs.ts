import { type RunRequest, runProgram } from "../../src/run/run-program.js";
import { planProgramSandbox } from "../../src/sandbox/plan-program-sandbox.js";
import type { SandboxMode, SandboxPlan } from "../../src/sandbox/sandbox-plan.js";

/** The sandbox plan this machine gives `sh` in `mode`, from the current folder. */
export function planShell(mode: SandboxMode): SandboxPlan {
  const program = { file: "/bin/sh", args: [], display: "sh" };
  return planProgramSandbox({
    mode,
    program,
    programFolder: process.cwd(),
    hidden: [],
    files: [],
    hostEnv: process.env,
  }).plan;
}

/** A run of `sh -c script` in `sandbox`, from the current folder, with no input. */
export function shellRequest(
  sandbox: SandboxPlan,
  script: string,
  mergeErrors = false,
): RunRequest {
  return {
    program: { file: "/bin/sh", args: ["-c", script], display: script },
    sandbox,
    args: [],
    cwd: process.cwd(),
    input: "",
    mergeErrors,
    timeLimitMs: 5000,
    outputLimitBytes: 1024,
  };
}

export function runShell(sandbox: SandboxPlan, script: string): ReturnType<typeof runProgram> {
  return runProgram(shellRequest(sandbox, script));
}
