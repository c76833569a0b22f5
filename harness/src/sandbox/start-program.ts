import type { ChildProcess } from "node:child_process";
import { type BoxFiles, openBoxFiles } from "./box-files.js";
import { BOX_FOLDER, DISK_REPORT_FD, launchInBox } from "./box-launcher.js";
import { claimBoxUid, runAsBoxUser } from "./box-user.js";
import { buildBwrapArgs } from "./bwrap-args.js";
import { type CgroupUsage, claimRunCgroup } from "./cgroup.js";
import { closeInheritedDescriptors } from "./close-inherited-descriptors.js";
import { closeToOthers } from "./close-to-others.js";
import { killCgroup } from "./kill-cgroup.js";
import { lendFolders } from "./lend-folders.js";
import { openToPass } from "./open-to-pass.js";
import {
  canReadProcessTimes,
  readProcessTreeCpuMs,
  readProcessTreeWaitMs,
} from "./process-tree.js";
import type { BoxIdentity, SandboxPlan } from "./sandbox-plan.js";
import { spawnDetached, spawnWrapped } from "./spawn-wrapped.js";
import { createWorkingFolder, removeWorkingFolder } from "./working-folder.js";

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
  /** CPU time per case; each process gets `RLIMIT_CPU` a little past it, as a backstop. */
  readonly timeLimitMs: number;
}

export interface StartedProgram {
  readonly child: ChildProcess;
  /** CPU time of everything the program started so far; missing where it cannot be measured. */
  readonly readCpuMs?: () => number | null;
  /** How long its threads have waited for a processor so far; missing where not measured. */
  readonly readWaitMs?: () => number;
  /** After the child has exited: ends what it left, reads what it used, removes its folder. */
  readonly finish: () => Promise<RunUsage>;
}

export interface RunUsage extends CgroupUsage {
  /** A failed run left its working folder or `/tmp` full (strict: see `box-launcher.ts`). */
  readonly diskFull: boolean;
}

const NOT_MEASURED: RunUsage = {
  memoryBytes: null,
  cpuMs: null,
  outOfMemory: false,
  diskFull: false,
};

/**
 * Starts a program the way the sandbox plan says: the one place the harness starts a graded
 * program. A small `sh` joins the run's cgroup, sets the rlimits and merges the streams, then
 * execs `bwrap` (strict) or the program itself (basic, none); see `spawnWrapped`. As root, the
 * program runs as a box user of its own (see `box-user.ts`).
 */
export async function startProgram(request: StartRequest): Promise<StartedProgram> {
  const { plan } = request;
  if (plan.mode === "none") return startUnboxed(request);
  closeInheritedDescriptors();
  const cgroup = plan.cgroup && (await claimRunCgroup(plan.cgroup, plan.limits));
  const user = plan.identity && { ...claimBoxUid(), identity: plan.identity };
  const run = plan.mode === "strict" ? prepareBox(request, user) : prepareBasic(request, user);
  const handBack = user === undefined ? () => {} : prepareBoxUser(request, user.uid, run.folder);
  const child = spawnWrapped(run.command, {
    cwd: run.folder ?? "/",
    env: run.env,
    mergeErrors: request.mergeErrors,
    cgroup,
    limits: { ...plan.limits, timeLimitMs: request.timeLimitMs },
    watchdog: { folder: run.folder ?? "" },
    boxArgs: run.boxArgs,
    boxFiles: run.files?.fds,
  });
  run.files?.close();
  const diskReport = readAll(child.stdio.at(DISK_REPORT_FD));
  return {
    child,
    ...readTreeOf(child),
    ...(cgroup === undefined ? {} : { readCpuMs: cgroup.readCpuMs }),
    finish: async () => {
      if (cgroup !== undefined) killCgroup(cgroup);
      child.stdio[3]?.destroy(); // the watchdog, if still there, ends the box it guarded
      const usage = cgroup?.readUsage() ?? NOT_MEASURED;
      cgroup?.release();
      if (run.folder !== undefined) removeWorkingFolder(run.folder);
      handBack();
      user?.release();
      return { ...usage, diskFull: (await diskReport) !== "" };
    },
  };
}

/** How one run starts: its command, and what is made for it on the host. */
interface PreparedRun {
  readonly command: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** Basic mode's private working folder on the host; a box's is a tmpfs inside it. */
  readonly folder?: string;
  readonly boxArgs?: readonly string[];
  readonly files?: BoxFiles;
}

type BoxUser = { readonly uid: number; readonly identity: BoxIdentity } | undefined;

/**
 * A box: bwrap (the box user's own, as root) with its arguments on descriptor 4, as inside the
 * box /proc/1/cmdline is bwrap's command line; the files the cases need from descriptor 6 on.
 */
function prepareBox(request: StartRequest, user: BoxUser): PreparedRun {
  const { plan } = request;
  const env = { ...plan.env, HOME: BOX_FOLDER, TMPDIR: "/tmp" };
  const files = openBoxFiles(plan.files, 6);
  const box = ["--args", "4", "--chdir", BOX_FOLDER];
  const inner = launchInBox([request.file, ...request.args]);
  return {
    command: user
      ? runAsBoxUser(user.identity, user.uid, true, box, inner)
      : ["bwrap", ...box, "--", ...inner],
    env: {},
    boxArgs: buildBwrapArgs(plan, { env, writable: request.writable, files: files.args }),
    files,
  };
}

/** Basic mode: the program itself, in a private working folder with the files copied in. */
function prepareBasic(request: StartRequest, user: BoxUser): PreparedRun {
  const { plan } = request;
  const folder = createWorkingFolder(plan.files, user?.uid);
  const env = { ...plan.env, HOME: folder, TMPDIR: folder };
  const program = [request.file, ...request.args];
  return {
    command: user ? runAsBoxUser(user.identity, user.uid, false, [], program) : program,
    env,
    folder,
  };
}

/** What a descriptor of the child says until it closes (nothing for one it does not have). */
function readAll(stream: ChildProcess["stdio"][number] | undefined): Promise<string> {
  if (stream === null || stream === undefined || !("setEncoding" in stream))
    return Promise.resolve("");
  let text = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    text += chunk;
  });
  return new Promise((resolve) => {
    stream.once("close", () => resolve(text));
    stream.once("error", () => resolve(text));
  });
}

/**
 * A box user's run: the folders it may write lent to it; in basic mode, what it must not read
 * closed to it; and, where the box user mounts what it needs itself (basic, or its own bwrap),
 * the folders on the way to them open to pass. Returns what undoes all three.
 */
function prepareBoxUser(request: StartRequest, uid: number, workDir?: string): () => void {
  const { plan, writable = [] } = request;
  const giveBack = lendFolders(writable, uid);
  const needed = [...plan.visible, ...writable, ...(workDir === undefined ? [] : [workDir])];
  const basic = plan.mode === "basic";
  const reopen = basic ? closeToOthers(plan.hidden, needed) : () => {};
  const reaches = basic || plan.identity?.userBwrap !== undefined;
  const close = reaches ? openToPass(needed) : () => {};
  return () => {
    giveBack();
    reopen();
    close();
  };
}

function startUnboxed(request: StartRequest): StartedProgram {
  const command = [request.file, ...request.args];
  const child = request.mergeErrors
    ? spawnWrapped(command, { cwd: request.cwd, env: request.env, mergeErrors: true })
    : spawnDetached(command, request.cwd, request.env);
  return { child, ...readTreeOf(child), finish: async () => NOT_MEASURED };
}

/** The child's process tree, where `/proc` shows it (Linux); a cgroup's CPU time is exact. */
function readTreeOf(child: ChildProcess): Pick<StartedProgram, "readCpuMs" | "readWaitMs"> {
  const { pid } = child;
  if (pid === undefined || !canReadProcessTimes()) return {};
  return {
    readCpuMs: () => readProcessTreeCpuMs(pid),
    readWaitMs: () => readProcessTreeWaitMs(pid),
  };
}

/** Whether a plan's runs have their CPU time measured, so the time limit is CPU time. */
export function measuresCpuTime(plan: SandboxPlan): boolean {
  return plan.cgroup !== undefined || canReadProcessTimes();
}
