import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { watchBoxes } from "./box-watchdog.js";
import { keyringFilterBytes } from "./seccomp-filter.js";

/**
 * bwrap's descriptors: 3, the launcher's report (see `REPORT_FD`); 4, bwrap's arguments (`--args`:
 * inside the box, /proc/1/cmdline is bwrap's command line, so what it mounts and hides is never on
 * it); 5, the box's seccomp program (`--seccomp`), read to its end and closed by bwrap; from 6, the
 * run's cgroup files, which the launcher joins by and closes (see `launchInBox`); then the files
 * bwrap copies in.
 */
const ARGS_FD = 4;
const SECCOMP_FD = 5;
export const FIRST_JOIN_FD = 6;

export interface BoxSpawn {
  /** bwrap's path; by name (found on `PATH`) when not known. */
  readonly bwrap?: string;
  /** bwrap's options, written to descriptor 4. */
  readonly boxArgs: readonly string[];
  /** The box's first process and its arguments. */
  readonly inner: readonly string[];
  /** Open descriptors from `FIRST_JOIN_FD` on: the cgroup's files, then those for `--file`. */
  readonly fds: readonly number[];
  /** Root's box user (bwrap then runs as it, with no supplementary group), or none. */
  readonly uid?: number;
}

/**
 * Starts bwrap itself, with no shell around it: as root, as the box user (Node drops the
 * supplementary groups and the uid before the exec), whose own bwrap makes the box. The box's
 * launcher joins the run's cgroup before it starts the program, so that all it starts is counted
 * there; the rlimits are the launcher's (see `launchInBox`). A watchdog ends the boxes of a harness
 * that dies (see `watchBoxes`): the program's name (`argv0`) marks them.
 */
export function spawnBox(request: BoxSpawn): ChildProcess {
  const marker = watchBoxes();
  const pipes = Array.from({ length: FIRST_JOIN_FD }, () => "pipe" as const);
  const stdio: StdioOptions = [...pipes, ...request.fds];
  const child = spawn(
    request.bwrap ?? "bwrap",
    ["--args", String(ARGS_FD), "--", ...request.inner],
    {
      argv0: marker,
      detached: true,
      stdio,
      // Only for finding bwrap by name: the box's environment is its own (`--clearenv`, `--setenv`).
      env:
        request.bwrap !== undefined || process.env.PATH === undefined
          ? {}
          : { PATH: process.env.PATH },
      cwd: "/",
      ...(request.uid === undefined ? {} : { uid: request.uid, gid: request.uid }),
    },
  );
  // The filter is given by the bwrap Node starts, the outermost: as root, root's own, whose
  // `setpriv` and the box user's bwrap inside it (see `startBox`) inherit it with the launcher and
  // the program; a filter given by the inner bwrap would leave the outer's children without it.
  const options = ["--seccomp", String(SECCOMP_FD), ...request.boxArgs];
  writeAll(child, ARGS_FD, options.map((arg) => `${arg}\0`).join(""));
  writeAll(child, SECCOMP_FD, keyringFilterBytes());
  return child;
}

/** Writes what bwrap reads from descriptor `fd` (a pipe of its own, small enough never to fill). */
function writeAll(child: ChildProcess, fd: number, data: string | Buffer): void {
  const pipe = child.stdio[fd];
  if (pipe === null || pipe === undefined || !("end" in pipe)) return;
  pipe.on("error", () => {});
  pipe.end(data);
}
