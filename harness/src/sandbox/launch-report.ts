/**
 * What the box's launcher (see `launchInBox`), or the wrapper of a run without a box (see
 * `spawnWrapped`), says on its report descriptor, which the program never has: `ran` just before the
 * program starts, or why it never did, then what the program used and left. Both shells write it
 * with the same lines, below; the harness reads it with `readLaunchReport`.
 */
export const REPORT_FD = 3;

/** The shell's exit when the program never ran; the report's only line says why. */
const NOT_RUN = 125;

export const NOT_JOINED = `{ echo "could not join the run's cgroup" >&3; exit ${NOT_RUN}; }`;
export const NO_LIMITS = `{ echo "could not set the run's limits" >&3; exit ${NOT_RUN}; }`;

/** The program ("$1") is there, then `ran` is said. */
export const SAY_RAN = `command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&3; exit ${NOT_RUN}; }
echo ran >&3 || exit ${NOT_RUN}`;

/** The program runs without the report; then the CPU time it and what it waited for used (`times`). */
export const RUN_AND_COUNT = `"$@" 3>&-; status=$?; times >&3`;

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
