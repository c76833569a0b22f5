import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { cpuBackstopSeconds } from "../run/time-limits.js";
import type { RunCgroup } from "./cgroup.js";
import { formatLimit } from "./format-limit.js";
import { NO_LIMITS, NOT_JOINED, RUN_AND_COUNT, SAY_RAN } from "./launch-report.js";
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
   * Set for a basic run: a watchdog ends the run if the harness dies (see `WATCHDOG`), and removes
   * `folder`, the run's own.
   */
  readonly watchdog?: { readonly folder: string };
}

// $1… are the cgroup's join files up to `--` (see `openJoinFiles`), then the command: no value is
// ever part of the script. What fails before the command runs is said on the report descriptor.
const JOIN_CGROUPS = `while [ "$1" != -- ]; do echo 0 > "$1" 2>&- || ${NOT_JOINED}; shift; done; shift`;

/**
 * Where no cgroup limits a basic run's memory, the machine's out-of-memory killer ends the program
 * first (`oom_score_adj` 1000, which any process may raise for itself), never the grader or another
 * run. Set after the watchdog is forked, so only the program and what it starts have it.
 */
const FIRST_TO_END = "{ echo 1000 > /proc/self/oom_score_adj; } 2>&-";

/** The wrapper becomes the command, the report closed for it. */
const EXEC = `${SAY_RAN}; exec 3>&-; exec "$@"`;

/**
 * The wrapper waits for the command, says the CPU time it used, as a box's launcher does, ends its
 * watchdog ($watchdog, when there is one) and waits for it, and exits as the command did (128 + N
 * for signal N). Waited for: left to outlive the wrapper, the watchdog would end as a zombie of the
 * machine's first process, which in a container is often not an init and never reaps it.
 */
const RUN = `${SAY_RAN}
${RUN_AND_COUNT}
[ -z "$watchdog" ] || { kill -9 "$watchdog"; wait "$watchdog"; } 2>&-; exit $status`;

/**
 * A basic run's watchdog (a box has bwrap's, see `box-watchdog.ts`): forked before the wrapper
 * joins the cgroup, it waits on descriptor 4, a pipe whose other end only the harness holds: its
 * end of file means the harness died (a finished run's wrapper ends it first, see `RUN`). It then
 * kills the run's cgroup (and removes it), the wrapper's descendants three deep (the program, its
 * children and theirs, which a new session takes out of the group), and the wrapper's group, itself
 * last, after it has removed the run's private folder ($1) and, when no other run's is left in it,
 * the harness's (the harness, killed, could not). Descriptor 4 is closed before the program starts.
 */
const WATCHDOG = `folder=$1; shift; (
read -r _ <&4; read -r self _ < /proc/self/stat
for round in 1 2 3 4 5; do for j; do [ "$j" = -- ] && break; d=\${j%/*}
echo 1 > "$d/cgroup.kill" || while read -r p; do kill -9 "$p"; done < "$d/cgroup.procs"
rmdir "$d"; done; sleep 0.1; done
kids=" $$ "; for depth in 1 2 3; do for f in /proc/[0-9]*/stat; do read -r line < "$f" || continue
set -- \${line##*) }; p=\${f#/proc/}; p=\${p%/stat}; case "$kids" in *" $p "*) continue;; esac
case "$kids" in *" $2 "*) [ "$p" = "$self" ] || kids="$kids$p ";; esac; done; done
for p in $kids; do [ "$p" = $$ ] || kill -9 "$p"; done
rm -rf -- "$folder"; rmdir -- "\${folder%/*}"; kill -9 -$$
) </dev/null >/dev/null 2>&1 3>&- & watchdog=$!; exec 4<&-`;

/** The wrapper's descriptor for the watchdog's pipe; 3 is its report (see `REPORT_FD`). */
export const WATCHDOG_FD = 4;

/**
 * Starts `command` under a small `sh` that (as asked) forks the watchdog, joins the run's cgroup,
 * sets the rlimits and merges the streams, then says so on descriptor 3 (`REPORT_FD`) and starts
 * it: with limits (a basic run), as its child, to say the CPU time it used after it; else by `exec`.
 * The child leads its own process group, so a time limit can stop all of it.
 */
export function spawnWrapped(command: readonly string[], options: WrapOptions): ChildProcess {
  const { watchdog } = options;
  const limits =
    options.limits === undefined ? "" : `${cpuAndFileLimits(options.limits)}\n${FIRST_TO_END}`;
  const merge = options.mergeErrors ? "exec 2>&1; " : "";
  const run = options.limits === undefined ? EXEC : RUN;
  // `watchdog` set either way: never a variable of the environment the wrapper was given.
  const guard = watchdog ? WATCHDOG : "watchdog=";
  const script = `${guard}; ${JOIN_CGROUPS}${limits}\n${merge}${run}`;
  const folder = watchdog ? [watchdog.folder] : [];
  const joins = options.cgroup?.joinFiles.map((file) => file.path) ?? [];
  const shell = ["/bin/sh", "-c", script, "sh", ...folder, ...joins, "--", ...command];
  const child = spawnDetached(shell, options.cwd, options.env, watchdog ? 5 : 4);
  // The harness never writes to the watchdog's pipe; it only holds it open.
  child.stdio[WATCHDOG_FD]?.on("error", () => {});
  return child;
}

/**
 * `RLIMIT_CPU`, the backstop of the harness's own watcher of CPU time (SIGXCPU at the soft limit,
 * SIGKILL a second later; soft first, as it may not exceed the hard one), and `RLIMIT_FSIZE`
 * (512-byte blocks).
 */
function cpuAndFileLimits(limits: SandboxLimits & { readonly timeLimitMs: number }): string {
  const seconds = cpuBackstopSeconds(limits.timeLimitMs);
  const [soft, hard] = [formatLimit(seconds), formatLimit(seconds + 1)];
  const blocks = formatLimit(limits.fileBytes / 512);
  const set = `ulimit -S -t ${soft} && ulimit -H -t ${hard} && ulimit -f ${blocks}`;
  return `\n${set} 2>&- || ${NO_LIMITS}`;
}

/** Descriptors 0–2 and, past them, `pipes - 3` more pipes: all in a new process group. */
export function spawnDetached(
  [file = "", ...args]: readonly string[],
  cwd: string,
  env: Env | undefined,
  pipes = 3,
): ChildProcess {
  const stdio: StdioOptions = Array.from({ length: pipes }, () => "pipe" as const);
  return spawn(file, args, { cwd, env, detached: true, stdio });
}
