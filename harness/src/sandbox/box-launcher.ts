/**
 * The box's working folder: a tmpfs (`--file-limit` × 3, and `/tmp` × 1: a full disk is one of the
 * box's, never the host's) at a path that names nothing of the host, as isolate's `/box`. bwrap
 * copies the files the cases need into it (see `box-files.ts`).
 */
export const BOX_FOLDER = "/box";

/**
 * The box's first process, run as the program's user, is this small `sh`. It joins the run's
 * cgroup by the descriptors listed in $5 (writing `0`: itself, see `openJoinFiles`) and closes
 * them, sets the rlimits ($1: `RLIMIT_CPU`'s soft and $2 its hard limit in seconds, $3:
 * `RLIMIT_FSIZE` in 512-byte blocks), merges standard error into standard output when $4 is
 * `merge`, says `ran` on the report descriptor and runs the program without it. When the program
 * failed, it writes a byte in each bounded folder: one that takes none is full, which it says there
 * too. What went wrong before the program ran is the report's only line, and the exit is 125.
 */
const LAUNCH = `for fd in $5; do eval "echo 0 >&$fd && exec $fd>&-" 2>&- ||
{ echo "could not join the run's cgroup" >&3; exit 125; }; done
ulimit -S -t "$1" && ulimit -H -t "$2" && ulimit -f "$3" 2>&- ||
{ echo "could not set the run's limits" >&3; exit 125; }
[ "$4" = merge ] && exec 2>&1; shift 5
command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&3; exit 125; }
echo ran >&3 || exit 125
"$@" 3>&-; status=$?
[ $status = 0 ] || for dir in "$PWD" /tmp; do
{ echo > "$dir/.disk-probe"; } 2>&- || echo "full $dir" >&3; rm -f "$dir/.disk-probe"; done
exit $status`;

/**
 * The child's descriptor on which the box's launcher, or the wrapper of a run without a box (see
 * `spawnWrapped`), reports: see `readLaunchReport`. The program never has it.
 */
export const REPORT_FD = 3;

/** The rlimits a box's processes get. */
export interface BoxLimits {
  readonly cpuSeconds: number;
  readonly fileBytes: number;
}

/** The launcher's command line around `program`; it joins the cgroup by `joinFds`. */
export function launchInBox(
  limits: BoxLimits,
  mergeErrors: boolean,
  joinFds: readonly number[],
  program: readonly string[],
): string[] {
  const { cpuSeconds, fileBytes } = limits;
  const cpu = [String(cpuSeconds), String(cpuSeconds + 1)];
  const blocks = String(Math.ceil(fileBytes / 512));
  const merge = mergeErrors ? "merge" : "";
  return ["/bin/sh", "-c", LAUNCH, "sh", ...cpu, blocks, merge, joinFds.join(" "), ...program];
}

/** What the launcher or the wrapper said on `REPORT_FD`. */
export interface LaunchReport {
  /**
   * Why the program never ran: the launcher's reason, or "" when the run ended before it said
   * anything (bwrap failed: its message says why); null once it ran.
   */
  readonly notRun: string | null;
  /** A failed program left its working folder or `/tmp` full. */
  readonly diskFull: boolean;
}

/** `ran` once the program is started, after it `full FOLDER` for each folder left full; or a reason. */
export function readLaunchReport(text: string): LaunchReport {
  const [first = "", ...rest] = text.split("\n");
  if (first !== "ran") return { notRun: first, diskFull: false };
  return { notRun: null, diskFull: rest.some((line) => line.startsWith("full ")) };
}
