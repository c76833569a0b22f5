import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { cpuBackstopSeconds } from "../run/time-limits.js";
import type { RunCgroup } from "./cgroup.js";
import type { SandboxLimits } from "./sandbox-plan.js";

type Env = Readonly<Record<string, string | undefined>>;

export interface WrapOptions {
  readonly cwd: string;
  readonly env?: Env;
  /** Standard output and standard error as one stream (`2>&1` in the wrapper). */
  readonly mergeErrors: boolean;
  readonly cgroup?: RunCgroup;
  /** The sandbox's limits, and the time limit (CPU time) whose backstop is `RLIMIT_CPU`. */
  readonly limits?: SandboxLimits & { readonly timeLimitMs: number };
  /**
   * Set for a boxed run: a watchdog ends the run if the harness dies (see `WATCHDOG`), and removes
   * `folder`, the run's own ("" for none).
   */
  readonly watchdog?: { readonly folder: string };
  /**
   * Arguments for `bwrap --args 4`, written to the child's descriptor 4; descriptor 5 is the box
   * launcher's.
   */
  readonly boxArgs?: readonly string[];
  /** Open files the child gets from descriptor 6 on (for bwrap's `--file`). */
  readonly boxFiles?: readonly number[];
}

// $1… are the cgroup folders up to `--`, then the command: no value is ever part of the script.
const JOIN_CGROUPS = `while [ "$1" != -- ]; do echo $$ > "$1/cgroup.procs" || exit 125; shift; done; shift`;

/**
 * bwrap's --die-with-parent alone leaves a race: a harness killed (SIGKILL) in the first
 * milliseconds of a box, before bwrap has armed it, leaves the box running. So a watchdog, forked
 * before the wrapper joins the cgroup, waits on descriptor 3, a pipe whose other end only the
 * harness holds: its end of file means the harness died (a finished run kills the watchdog with
 * its process group first). It then kills the run's cgroup (and removes it), every child of the
 * wrapper's process (the wrapper execs bwrap, whose child is the box's first process: killing it
 * ends the whole box), and the wrapper's group, itself last, after it has removed the run's
 * private folder ($1, if any) and, when no other run's is left in it, the harness's (the harness,
 * killed, could not). Descriptor 3 is closed before the program starts.
 */
const WATCHDOG = `folder=$1; shift; (
read -r _ <&3; read -r self _ < /proc/self/stat
for round in 1 2 3 4 5; do for d; do [ "$d" = -- ] && break
echo 1 > "$d/cgroup.kill" || while read -r p; do kill -9 "$p"; done < "$d/cgroup.procs"
rmdir "$d"; done; sleep 0.1; done
for f in /proc/[0-9]*/stat; do read -r line < "$f" || continue; set -- \${line##*) }
p=\${f#/proc/}; p=\${p%/stat}; [ "$2" = $$ ] && [ "$p" != "$self" ] && kill -9 "$p"; done
[ -z "$folder" ] || { rm -rf -- "$folder"; rmdir -- "\${folder%/*}"; }; kill -9 -$$
) </dev/null >/dev/null 2>&1 4<&- 5>&- & exec 3<&-`;

/**
 * Starts `command` under a small `sh` that (as asked) forks the watchdog, joins the run's cgroup,
 * sets the rlimits and merges the streams, then execs it. The child leads its own process group,
 * so a time limit can stop all of it.
 */
export function spawnWrapped(command: readonly string[], options: WrapOptions): ChildProcess {
  const { watchdog, boxArgs } = options;
  const limits = options.limits === undefined ? "" : cpuAndFileLimits(options.limits);
  const merge = options.mergeErrors ? " 2>&1" : "";
  const script = `${watchdog ? `${WATCHDOG}; ` : ""}${JOIN_CGROUPS}${limits}; exec "$@"${merge}`;
  const folder = watchdog ? [watchdog.folder] : [];
  const dirs = options.cgroup?.dirs ?? [];
  // A box also gets descriptor 5, its launcher's (see box-launcher.ts), and its files from 6 on.
  const pipes = boxArgs ? 6 : watchdog ? 4 : 3;
  const shell = ["/bin/sh", "-c", script, "sh", ...folder, ...dirs, "--", ...command];
  const child = spawnDetached(shell, options.cwd, options.env, pipes, options.boxFiles);
  // The harness never writes to the watchdog's pipe; it only holds it open.
  child.stdio[3]?.on("error", () => {});
  if (boxArgs !== undefined) writeBoxArgs(child, boxArgs);
  return child;
}

/** NUL-terminated, as `bwrap --args` reads them; bwrap may fail before it reads them. */
function writeBoxArgs(child: ChildProcess, args: readonly string[]): void {
  const pipe = child.stdio[4];
  if (pipe === null || pipe === undefined || !("end" in pipe)) return;
  pipe.on("error", () => {});
  pipe.end(args.map((arg) => `${arg}\0`).join(""));
}

/**
 * `RLIMIT_CPU`, the backstop of the harness's own watcher of CPU time (SIGXCPU at the soft limit,
 * SIGKILL a second later; soft first, as it may not exceed the hard one), and `RLIMIT_FSIZE`
 * (512-byte blocks).
 */
function cpuAndFileLimits(limits: SandboxLimits & { readonly timeLimitMs: number }): string {
  const seconds = cpuBackstopSeconds(limits.timeLimitMs);
  const blocks = Math.ceil(limits.fileBytes / 512);
  return `; ulimit -S -t ${seconds} && ulimit -H -t ${seconds + 1} && ulimit -f ${blocks} || exit 125`;
}

/**
 * Descriptors 0–2 and, past them, `pipes - 3` more pipes, then the open `files`: all in a new
 * process group.
 */
export function spawnDetached(
  [file = "", ...args]: readonly string[],
  cwd: string,
  env: Env | undefined,
  pipes = 3,
  files: readonly number[] = [],
): ChildProcess {
  const stdio: StdioOptions = [...Array.from({ length: pipes }, () => "pipe" as const), ...files];
  return spawn(file, args, { cwd, env, detached: true, stdio });
}
