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
 * `merge`, says `ran` on the report descriptor and runs the program without it. Then it writes
 * there the CPU time its children used (`times`: the program, and what the program waited for),
 * and, when the program failed, it writes a byte in each bounded folder: one that takes none is
 * full, which it says there too. What went wrong before the program ran is the report's only line,
 * and the exit is 125.
 */
const LAUNCH = `for fd in $5; do eval "echo 0 >&$fd && exec $fd>&-" 2>&- ||
{ echo "could not join the run's cgroup" >&3; exit 125; }; done
ulimit -S -t "$1" && ulimit -H -t "$2" && ulimit -f "$3" 2>&- ||
{ echo "could not set the run's limits" >&3; exit 125; }
[ "$4" = merge ] && exec 2>&1; shift 5
command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&3; exit 125; }
echo ran >&3 || exit 125
"$@" 3>&-; status=$?; times >&3
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
  /**
   * CPU time of the program and of what it waited for, user and system, as the launcher's shell
   * counts its children's (each in whole ticks of its clock, 10 ms on Linux, rounded down); null
   * where not said.
   */
  readonly programCpuMs: number | null;
}

/**
 * `ran` once the program is started; after it, the two lines of `times` (the shell's own CPU time,
 * then its children's) and `full FOLDER` for each folder left full. Or only a reason.
 */
export function readLaunchReport(text: string): LaunchReport {
  const [first = "", ...rest] = text.split("\n");
  if (first !== "ran") return { notRun: first, diskFull: false, programCpuMs: null };
  const times = rest.flatMap((line) => {
    const match = TIMES.exec(line);
    return match === null ? [] : [toMs(match[1], match[2]) + toMs(match[3], match[4])];
  });
  return {
    notRun: null,
    diskFull: rest.some((line) => line.startsWith("full ")),
    programCpuMs: times.length === 2 ? (times[1] ?? null) : null,
  };
}

/** A line of `times`: user and system time, each as minutes and seconds (`0m0.590000s`). */
const TIMES = /^(\d+)m(\d+(?:\.\d+)?)s (\d+)m(\d+(?:\.\d+)?)s$/;

function toMs(minutes = "0", seconds = "0"): number {
  return Math.round((Number(minutes) * 60 + Number(seconds)) * 1000);
}
