import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { watchBoxes } from "./box-watchdog.js";
import type { RunCgroup } from "./cgroup.js";
import { readAll } from "./read-all.js";

/**
 * bwrap's descriptors: 3, where it says the box's first process's pid (`--info-fd`); 4, its
 * arguments (`--args`: inside the box, /proc/1/cmdline is bwrap's command line, so what it mounts
 * and hides is never on it); 5, the launcher's (see `DISK_REPORT_FD`); 6, which holds the box
 * until the harness has put it in its cgroup (`--block-fd`); the files it copies in from 7 on.
 */
const INFO_FD = 3;
const BLOCK_FD = 6;
export const FIRST_FILE_FD = 7;

export interface BoxSpawn {
  /** bwrap's path; by name (found on `PATH`) when not known. */
  readonly bwrap?: string;
  /** bwrap's options, written to descriptor 4. */
  readonly boxArgs: readonly string[];
  /** The box's first process and its arguments. */
  readonly inner: readonly string[];
  /** Open files for `--file`, from `FIRST_FILE_FD` on. */
  readonly files: readonly number[];
  /** Root's box user (bwrap then runs as it, with no supplementary group), or none. */
  readonly uid?: number;
  readonly cgroup?: RunCgroup;
}

export interface SpawnedBox {
  readonly child: ChildProcess;
  /**
   * Settles once the box is let go: to why it could not be put in its cgroup (it is then ended,
   * never run), or null. Returned with the child, not awaited first: a box that ends before its
   * caller listens would leave no trace of its end (see `runProgram`).
   */
  readonly startError: Promise<string | null>;
}

/**
 * Starts bwrap itself, with no shell around it: as root, as the box user (Node drops the
 * supplementary groups and the uid before the exec), whose own bwrap makes the box. The box waits
 * until the harness has moved its first process into the run's cgroup, so that all it starts is
 * counted there; the rlimits are the launcher's (see `launchInBox`). A watchdog ends the boxes of
 * a harness that dies (see `watchBoxes`): the program's name (`argv0`) marks them.
 */
export function spawnBox(request: BoxSpawn): SpawnedBox {
  const marker = watchBoxes();
  const pipes = Array.from({ length: FIRST_FILE_FD }, () => "pipe" as const);
  const stdio: StdioOptions = [...pipes, ...request.files];
  const args = ["--args", "4", "--info-fd", String(INFO_FD), "--block-fd", String(BLOCK_FD)];
  const child = spawn(request.bwrap ?? "bwrap", [...args, "--", ...request.inner], {
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
  });
  for (const fd of [4, BLOCK_FD]) child.stdio[fd]?.on("error", () => {});
  writeTo(child, 4, request.boxArgs.map((arg) => `${arg}\0`).join(""));
  const startError = joinCgroup(child, request.cgroup).then((error) => {
    if (error === null) writeTo(child, BLOCK_FD, "go");
    else endBox(child);
    return error;
  });
  return { child, startError };
}

/**
 * Moves the box's first process, held by bwrap, into each folder of the run's cgroup. Null when it
 * is there (or there is no cgroup), else what failed.
 */
async function joinCgroup(
  child: ChildProcess,
  cgroup: RunCgroup | undefined,
): Promise<string | null> {
  const info = await readAll(child.stdio[INFO_FD]);
  if (cgroup === undefined) return null;
  const pid = /"child-pid":\s*(\d+)/.exec(info)?.[1];
  if (pid === undefined) return null; // bwrap failed before it made the box: its message says why
  try {
    await cgroup.join(Number(pid));
    return null;
  } catch (error) {
    return `could not put the box in its cgroup: ${(error as Error).message}`;
  }
}

function writeTo(child: ChildProcess, fd: number, text: string): void {
  const pipe = child.stdio[fd];
  if (pipe !== null && pipe !== undefined && "end" in pipe) pipe.end(text);
}

/** Kills bwrap's process group; the box's first process, held, dies with it (`--die-with-parent`). */
function endBox(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
