import type { ChildProcess } from "node:child_process";
import { buildBwrapArgs } from "./bwrap-args.js";
import { type CgroupUsage, createRunCgroup } from "./cgroup.js";
import { killCgroup } from "./kill-cgroup.js";
import {
  canReadProcessTimes,
  readProcessTreeCpuMs,
  readProcessTreeWaitMs,
} from "./process-tree.js";
import type { SandboxPlan } from "./sandbox-plan.js";
import { spawnDetached, spawnWrapped } from "./spawn-wrapped.js";
import { createWorkingFolder } from "./working-folder.js";

export interface StartRequest {
  /** The executable and every argument. */
  readonly file: string;
  readonly args: readonly string[];
  readonly plan: SandboxPlan;
  /** Standard output and standard error as one stream (the child's fd 2 is its fd 1). */
  readonly mergeErrors: boolean;
  /** Without a sandbox: the folder the program runs in, and its environment (inherited if none). */
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Host folders the program may write to and keep what it wrote (a build's output). */
  readonly writable?: readonly string[];
  /** CPU time per case; each process gets `RLIMIT_CPU` a little past it, as a backstop. */
  readonly timeLimitMs: number;
}

export interface StartedProgram {
  readonly child: ChildProcess;
  /** CPU time of everything the program started so far; missing where it cannot be measured. */
  readonly readCpuMs?: () => number | null;
  /** How long its threads have waited for a processor so far; missing where not measured. */
  readonly readWaitMs?: () => number;
  /** After the child has exited: ends what it left, reads what it used, removes its folder. */
  readonly finish: () => RunUsage;
}

export type RunUsage = CgroupUsage;

const NOT_MEASURED: RunUsage = { memoryBytes: null, cpuMs: null, outOfMemory: false };

/**
 * Starts a program the way the sandbox plan says: the one place the harness starts a graded
 * program. A small `sh` joins the run's cgroup, sets the rlimits and merges the streams, then
 * execs `bwrap` (strict) or the program itself (basic, none); see `spawnWrapped`.
 */
export async function startProgram(request: StartRequest): Promise<StartedProgram> {
  const { plan } = request;
  if (plan.mode === "none") return startUnboxed(request);
  const cgroup = plan.cgroup && (await createRunCgroup(plan.cgroup, plan.limits));
  const folder = createWorkingFolder(plan.files);
  const strict = plan.mode === "strict";
  const env = { ...plan.env, HOME: folder.dir, TMPDIR: strict ? "/tmp" : folder.dir };
  const program = [request.file, ...request.args];
  const child = spawnWrapped(
    // Inside the box, /proc/1/cmdline is bwrap's command line: what it mounts and hides goes
    // through descriptor 4 instead. The private folder stays on it, for the watchdog.
    strict ? ["bwrap", "--args", "4", "--chdir", folder.dir, "--", ...program] : program,
    {
      cwd: folder.dir,
      env: strict ? {} : env,
      mergeErrors: request.mergeErrors,
      cgroup,
      limits: { ...plan.limits, timeLimitMs: request.timeLimitMs },
      watchdog: { marker: strict ? folder.dir : "" },
      boxArgs: strict
        ? buildBwrapArgs(plan, { workDir: folder.dir, env, writable: request.writable })
        : undefined,
    },
  );
  return {
    child,
    ...readTreeOf(child),
    ...(cgroup === undefined ? {} : { readCpuMs: cgroup.readCpuMs }),
    finish: () => {
      if (cgroup !== undefined) killCgroup(cgroup);
      child.stdio[3]?.destroy(); // the watchdog, if still there, ends the box it guarded
      const usage = cgroup?.readUsage() ?? NOT_MEASURED;
      cgroup?.remove();
      folder.remove();
      return usage;
    },
  };
}

function startUnboxed(request: StartRequest): StartedProgram {
  const command = [request.file, ...request.args];
  const child = request.mergeErrors
    ? spawnWrapped(command, { cwd: request.cwd, env: request.env, mergeErrors: true })
    : spawnDetached(command, request.cwd, request.env);
  return { child, ...readTreeOf(child), finish: () => NOT_MEASURED };
}

/** The child's process tree, where `/proc` shows it (Linux); a cgroup's CPU time is exact. */
function readTreeOf(child: ChildProcess): Pick<StartedProgram, "readCpuMs" | "readWaitMs"> {
  const { pid } = child;
  if (pid === undefined || !canReadProcessTimes()) return {};
  return {
    readCpuMs: () => readProcessTreeCpuMs(pid),
    readWaitMs: () => readProcessTreeWaitMs(pid),
  };
}

/** Whether a plan's runs have their CPU time measured, so the time limit is CPU time. */
export function measuresCpuTime(plan: SandboxPlan): boolean {
  return plan.cgroup !== undefined || canReadProcessTimes();
}
