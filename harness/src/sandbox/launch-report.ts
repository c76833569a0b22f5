/**
 * What the box's launcher (see `launchInBox`), or the wrapper of a run without a box (see
 * `spawnWrapped`), says on its report descriptor, which the program never has: `ran` just before the
 * program starts, or why it never did, then what the program used and left. Both shells write it
 * with the same lines, below; the harness reads it with `readLaunchReport`.
 */
export const REPORT_FD = 3;

/**
 * What a report may hold: a few short lines, a shell's message among them. The program can reach
 * the descriptor (it may take its launcher's, a process of its own user, with `pidfd_getfd`), and
 * 700 MB written to it ended the grader (a string too long for V8), and the class with it.
 */
export const REPORT_CHARS = 16 * 1024;

/** The shell's exit when the program never ran; the report's only line says why. */
const NOT_RUN = 125;

export const NOT_JOINED = `{ echo "could not join the run's cgroup" >&3; exit ${NOT_RUN}; }`;
export const NO_LIMITS = `{ echo "could not set the run's limits" >&3; exit ${NOT_RUN}; }`;

/** The program ("$1") is there, then `ran` is said. */
export const SAY_RAN = `command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&3; exit ${NOT_RUN}; }
echo ran >&3 || exit ${NOT_RUN}`;

/**
 * The program runs without the report; then the CPU time it and what it waited for used (`times`).
 * Its exit status is 128 + N both when a signal N killed it and when it exited with that code; the
 * shell alone tells them apart, by a message on its standard error for a killed foreground program
 * (dash, bash and busybox's ash alike: "Segmentation fault", "Killed"; none for SIGINT and SIGPIPE).
 * So while it runs, the shell's standard error is the report, the program's its own (from 4): given
 * in a subshell that becomes the program, as dash and ash give a plain command's redirections in the
 * shell itself, where the message would follow them.
 */
export const RUN_AND_COUNT = `exec 4>&2 2>&3; (exec "$@") 2>&4 3>&- 4>&-; status=$?; exec 2>&4 4>&-
times >&3`;

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
  /**
   * How the program ended, where the launcher lived to say: "signal" when its shell said a signal
   * killed it, "exit" when it said nothing (an exit status of 128 + N is then the program's own
   * code, unless N is SIGINT or SIGPIPE, which shells do not name); null where it did not say.
   */
  readonly programEnd: "signal" | "exit" | null;
}

/**
 * `ran` once the program is started; after it, the shell's message if a signal killed the program,
 * the two lines of `times` (the shell's own CPU time, then its children's) and `full FOLDER` for
 * each folder left full. Or only a reason.
 */
export function readLaunchReport(text: string): LaunchReport {
  const [first = "", ...rest] = text.split("\n");
  if (first !== "ran")
    return { notRun: first, diskFull: false, programCpuMs: null, programEnd: null };
  const lines = rest.filter((line) => line !== "");
  const times = lines.flatMap((line) => {
    const match = TIMES.exec(line);
    return match === null ? [] : [toMs(match[1], match[2]) + toMs(match[3], match[4])];
  });
  const full = lines.filter((line) => line.startsWith("full "));
  const said = times.length === 2;
  const message = lines.length > times.length + full.length;
  return {
    notRun: null,
    diskFull: full.length > 0,
    programCpuMs: said ? (times[1] ?? null) : null,
    programEnd: said ? (message ? "signal" : "exit") : null,
  };
}

/** A line of `times`: user and system time, each as minutes and seconds (`0m0.590000s`). */
const TIMES = /^(\d+)m(\d+(?:\.\d+)?)s (\d+)m(\d+(?:\.\d+)?)s$/;

function toMs(minutes = "0", seconds = "0"): number {
  return Math.round((Number(minutes) * 60 + Number(seconds)) * 1000);
}
