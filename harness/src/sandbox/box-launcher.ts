import { formatLimit } from "./format-limit.js";
import { readHardProcessLimit } from "./hard-process-limit.js";
import { NO_LIMITS, NOT_JOINED, RUN_AND_COUNT, SAY_RAN } from "./launch-report.js";

/**
 * The box's working folder: a tmpfs (`--file-limit` × 3, and `/tmp` and `/dev/shm` × 1: a full disk is one of the
 * box's, never the host's) at a path that names nothing of the host, as isolate's `/box`. bwrap
 * copies the files the cases need into it (see `box-files.ts`).
 */
export const BOX_FOLDER = "/box";

/**
 * The box's first process, run as the program's user, is this small `sh`. It joins the run's
 * cgroup by the descriptors listed in $5 (writing `0`: itself, see `openJoinFiles`) and closes
 * them, sets the rlimits ($1: `RLIMIT_CPU`'s soft and $2 its hard limit in seconds, $3:
 * `RLIMIT_FSIZE` in 512-byte blocks, $6 when set: `RLIMIT_NPROC`), merges standard error into
 * standard output when $4 is `merge`, says `ran` on the report descriptor and runs the program
 * without it. Then it writes there the CPU time its children used (`times`: the program, and what
 * the program waited for), and, when the program failed, it writes a byte in each bounded folder:
 * one that takes none is full, which it says there too. What went wrong before the program ran is
 * the report's only line, and the exit is 125.
 */
const LAUNCH = `for fd in $5; do eval "echo 0 >&$fd && exec $fd>&-" 2>&- || ${NOT_JOINED}; done
ulimit -S -t "$1" && ulimit -H -t "$2" && ulimit -f "$3" 2>&- || ${NO_LIMITS}
[ -z "$6" ] || { ulimit -u "$6" || ulimit -p "$6"; } 2>&- || ${NO_LIMITS}
[ "$4" = merge ] && exec 2>&1; shift 6
${SAY_RAN}
${RUN_AND_COUNT}
[ $status = 0 ] || for dir in "$PWD" /tmp /dev/shm; do
{ echo > "$dir/.disk-probe"; } 2>&- || echo "full $dir" >&3; rm -f "$dir/.disk-probe"; done
exit $status`;

/** The rlimits a box's processes get. */
export interface BoxLimits {
  readonly cpuSeconds: number;
  readonly fileBytes: number;
  /**
   * `RLIMIT_NPROC` for a box user's box (as root), whose processes and threads are the box's alone
   * and reaped in it (its pid namespace): a limit where no cgroup gives one. bash and busybox call
   * it `ulimit -u`, dash `ulimit -p`. Not for a plain user: before Linux 5.14 it counted all of the
   * user's processes. Not in basic mode: where nothing reaps orphans (a container whose first
   * process is not an init), a killed run's processes stay as zombies of its box user, counted.
   */
  readonly processes?: number;
}

/** The launcher's command line around `program`; it joins the cgroup by `joinFds`. */
export function launchInBox(
  limits: BoxLimits,
  mergeErrors: boolean,
  joinFds: readonly number[],
  program: readonly string[],
): string[] {
  const { cpuSeconds, fileBytes, processes } = limits;
  const cpu = [formatLimit(cpuSeconds), formatLimit(cpuSeconds + 1)];
  const blocks = formatLimit(fileBytes / 512);
  const merge = mergeErrors ? "merge" : "";
  const count =
    processes === undefined ? "" : formatLimit(Math.min(processes, readHardProcessLimit()));
  return [
    "/bin/sh",
    "-c",
    LAUNCH,
    "sh",
    ...cpu,
    blocks,
    merge,
    joinFds.join(" "),
    count,
    ...program,
  ];
}
