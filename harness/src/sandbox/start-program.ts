import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
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
    // Every bwrap of this run, and nothing else, names the private folder on its command line.
    boxMarker: plan.mode === "strict" ? folder.dir : "",
  });
  return {
    child,
    finish: () => {
      if (cgroup !== undefined) killCgroup(cgroup);
      child.stdio[3]?.destroy();
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
  /** Set for a boxed run: a watchdog ends the run if the harness dies (see `WATCHDOG`). */
  readonly boxMarker?: string;
  readonly limits?: SandboxPlan["limits"];
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

// $1… are the cgroup folders up to `--`, then the command: no value is ever part of the script.
const JOIN_CGROUPS = `while [ "$1" != -- ]; do echo $$ > "$1/cgroup.procs" || exit 125; shift; done; shift`;

/**
 * bwrap's --die-with-parent alone leaves a race: a harness killed (SIGKILL) in the first
 * milliseconds of a box, before bwrap has armed it, leaves the box running. So a watchdog, forked
 * before the wrapper joins the cgroup, waits on descriptor 3, a pipe whose other end only the
 * harness holds: its end of file means the harness died (a finished run kills the watchdog with
 * its process group first). It then kills the run's cgroup, every bwrap whose command line names
 * the box's private folder ($1; the box's pid 1 ends the whole box), and the wrapper's group,
 * itself last. Descriptor 3 is closed before the program starts.
 */
const WATCHDOG = `marker=$1; shift; (
read -r _ <&3; read -r self _ < /proc/self/stat
for round in 1 2 3 4 5; do for d; do [ "$d" = -- ] && break
echo 1 > "$d/cgroup.kill" || while read -r p; do kill -9 "$p"; done < "$d/cgroup.procs"; done; done
[ -n "$marker" ] && for f in $(grep -l -F -e "$marker" /proc/[0-9]*/cmdline); do
p=\${f#/proc/}; p=\${p%/cmdline}; [ "$p" = "$self" ] || kill -9 "$p"; done
kill -9 -$$ ) </dev/null >/dev/null 2>&1 & exec 3<&-`;

function spawnWrapped(
  command: readonly string[],
  mergeErrors: boolean,
  options: WrapOptions,
): ChildProcess {
  const limits = options.limits === undefined ? "" : cpuAndFileLimits(options.limits);
  const watched = options.boxMarker !== undefined;
  const watchdog = watched ? `${WATCHDOG}; ` : "";
  const script = `${watchdog}${JOIN_CGROUPS}${limits}; exec "$@"${mergeErrors ? " 2>&1" : ""}`;
  const dirs = options.cgroup?.dirs ?? [];
  const marker = watched ? [options.boxMarker] : [];
  return spawnDetached(
    ["/bin/sh", "-c", script, "sh", ...marker, ...dirs, "--", ...command],
    options.cwd,
    options.env,
    watched,
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
  watchdogPipe = false,
): ChildProcess {
  const stdio: StdioOptions = watchdogPipe
    ? ["pipe", "pipe", "pipe", "pipe"]
    : ["pipe", "pipe", "pipe"];
  const child: ChildProcess = spawn(file, args, { cwd, env, detached: true, stdio });
  // The harness never writes to the watchdog's pipe; it only holds it open.
  child.stdio[3]?.on("error", () => {});
  return child;
}
