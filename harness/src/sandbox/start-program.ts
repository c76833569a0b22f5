import { type ChildProcess, spawn } from "node:child_process";
import { buildBwrapArgs } from "./bwrap-args.js";
import { type CgroupUsage, createRunCgroup, type RunCgroup } from "./cgroup.js";
import { killCgroup } from "./kill-cgroup.js";
import type { SandboxPlan } from "./sandbox-plan.js";
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
}

export interface StartedProgram {
  readonly child: ChildProcess;
  /** After the child has exited: ends what it left, reads what it used, removes its folder. */
  readonly finish: () => RunUsage;
}

export type RunUsage = CgroupUsage;

const NOT_MEASURED: RunUsage = { memoryBytes: null, cpuMs: null, outOfMemory: false };

/**
 * Starts a program the way the sandbox plan says: the one place the harness starts a graded
 * program. A small `sh` joins the run's cgroup, sets the rlimits and merges the streams, then
 * execs `bwrap` (strict) or the program itself (basic, none). The child leads its own process
 * group, so a time limit can stop all of it.
 */
export function startProgram(request: StartRequest): StartedProgram {
  const { plan } = request;
  if (plan.mode === "none") return startUnboxed(request);
  const folder = createWorkingFolder(plan.files);
  const cgroup = plan.cgroup && createRunCgroup(plan.cgroup, plan.limits);
  const env = {
    ...plan.env,
    HOME: folder.dir,
    TMPDIR: plan.mode === "strict" ? "/tmp" : folder.dir,
  };
  const command =
    plan.mode === "strict"
      ? [
          "bwrap",
          ...buildBwrapArgs(plan, { workDir: folder.dir, env, writable: request.writable }),
          request.file,
          ...request.args,
        ]
      : [request.file, ...request.args];
  const child = spawnWrapped(command, request.mergeErrors, {
    cgroup,
    limits: plan.limits,
    cwd: folder.dir,
    env: plan.mode === "strict" ? {} : env,
  });
  return {
    child,
    finish: () => {
      if (cgroup !== undefined) killCgroup(cgroup);
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
    ? spawnWrapped(command, true, { cwd: request.cwd, env: request.env })
    : spawnDetached(command, request.cwd, request.env);
  return { child, finish: () => NOT_MEASURED };
}

interface WrapOptions {
  readonly cgroup?: RunCgroup;
  readonly limits?: SandboxPlan["limits"];
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

// $1… are the cgroup folders up to `--`, then the command: no value is ever part of the script.
const JOIN_CGROUPS = `while [ "$1" != -- ]; do echo $$ > "$1/cgroup.procs" || exit 125; shift; done; shift`;

function spawnWrapped(
  command: readonly string[],
  mergeErrors: boolean,
  options: WrapOptions,
): ChildProcess {
  const limits = options.limits === undefined ? "" : cpuAndFileLimits(options.limits);
  const script = `${JOIN_CGROUPS}${limits}; exec "$@"${mergeErrors ? " 2>&1" : ""}`;
  const dirs = options.cgroup?.dirs ?? [];
  return spawnDetached(
    ["/bin/sh", "-c", script, "sh", ...dirs, "--", ...command],
    options.cwd,
    options.env,
  );
}

/** `RLIMIT_CPU` (SIGXCPU at the soft limit, SIGKILL a second later; soft first, as it may not exceed the hard one) and `RLIMIT_FSIZE` (512-byte blocks). */
function cpuAndFileLimits(limits: SandboxPlan["limits"]): string {
  const seconds = Math.ceil(limits.cpuMs / 1000);
  const blocks = Math.ceil(limits.fileBytes / 512);
  return `; ulimit -S -t ${seconds} && ulimit -H -t ${seconds + 1} && ulimit -f ${blocks} || exit 125`;
}

function spawnDetached(
  [file = "", ...args]: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string | undefined>> | undefined,
): ChildProcess {
  return spawn(file, args, { cwd, env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
}
