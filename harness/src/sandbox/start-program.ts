import type { ChildProcess } from "node:child_process";
import { cpuBackstopSeconds } from "../run/time-limits.js";
import { openBoxFiles } from "./box-files.js";
import { BOX_FOLDER, launchInBox } from "./box-launcher.js";
import { chooseBoxMaker } from "./box-maker.js";
import { claimBoxUid, dropToBoxUser } from "./box-user.js";
import { watchBoxUserCpuMs } from "./box-user-cpu.js";
import { buildBwrapArgs } from "./bwrap-args.js";
import { type CgroupUsage, claimRunCgroup, type RunCgroup } from "./cgroup.js";
import { closeInheritedDescriptors } from "./close-inherited-descriptors.js";
import { closeToOthers } from "./close-to-others.js";
import { endBeforeFirstRun, endBoxUser, type Leftover } from "./end-box-user.js";
import { startOf } from "./is-alive.js";
import { killCgroup } from "./kill-cgroup.js";
import { type LaunchReport, REPORT_CHARS, REPORT_FD, readLaunchReport } from "./launch-report.js";
import { lendFolders } from "./lend-folders.js";
import { openToPass } from "./open-to-pass.js";
import { keepToOwnGroup } from "./own-group.js";
import {
  canReadProcessTimes,
  readProcessTreeCpuMs,
  readProcessTreeWaitMs,
} from "./process-tree.js";
import { readAll } from "./read-all.js";
import type { BoxIdentity, SandboxPlan } from "./sandbox-plan.js";
import { inOwnSessionKeyring } from "./session-keyring.js";
import { FIRST_JOIN_FD, spawnBox } from "./spawn-box.js";
import { spawnDetached, spawnWrapped, WATCHDOG_FD } from "./spawn-wrapped.js";
import { Taken } from "./taken.js";
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
  /** CPU time per case; each process gets `RLIMIT_CPU` well past it, as a backstop. */
  readonly timeLimitMs: number;
}

export interface StartedProgram {
  readonly child: ChildProcess;
  /** CPU time of everything the program started so far; missing where it cannot be measured. */
  readonly readCpuMs?: () => number | null;
  /** How long its threads have waited for a processor so far; missing where not measured. */
  readonly readWaitMs?: () => number;
  /** The `RLIMIT_CPU` each of its processes got, the watcher's backstop; missing where none. */
  readonly cpuBackstopMs?: number;
  /**
   * As the child exits: ends what the program left in the run's cgroup, as a box's end does, so
   * that a process of a new session still holding its output does not keep the run going until the
   * wall limit (basic mode); missing where there is no cgroup.
   */
  readonly endLeftovers?: () => void;
  /** After the child has exited: ends what it left, reads what it used, removes its folder. */
  readonly finish: () => Promise<RunUsage>;
}

/** What a run used, and what its launcher or wrapper said (see `readLaunchReport`). */
export interface RunUsage extends CgroupUsage, LaunchReport {}

const NOT_MEASURED: CgroupUsage = {
  memoryBytes: null,
  cpuMs: null,
  outOfMemory: false,
};

/** A program Node started itself: it ran, unless its start failed (the child's `error`). */
const STARTED_ALONE: LaunchReport = {
  notRun: null,
  diskFull: false,
  programCpuMs: null,
  programEnd: null,
};

/**
 * Starts a program the way the sandbox plan says: the one place the harness starts a graded
 * program. Strict: bwrap itself, whose launcher joins the run's cgroup (see `spawnBox`). Basic: a
 * small `sh` joins the run's cgroup, sets the rlimits and merges the streams, then execs the
 * program (see `spawnWrapped`). As root, the program runs as a box user of its own (see
 * `box-user.ts`).
 */
export async function startProgram(request: StartRequest): Promise<StartedProgram> {
  const { plan } = request;
  if (plan.mode === "none") return startUnboxed(request);
  closeInheritedDescriptors();
  const taken = new Taken();
  const { user, cgroup, folder, handBack, child } = await taken.orGiveBack(() =>
    takeAndStart(request, taken),
  );
  const report = readAll(child.stdio.at(REPORT_FD), REPORT_CHARS);
  return {
    child,
    ...readTreeOf(child, plan.mode === "basic" ? user?.uid : undefined),
    ...(cgroup === undefined
      ? {}
      : { readCpuMs: cgroup.readCpuMs, endLeftovers: () => killCgroup(cgroup) }),
    cpuBackstopMs: cpuBackstopSeconds(request.timeLimitMs) * 1000,
    finish: async () => {
      if (cgroup !== undefined) killCgroup(cgroup);
      // Basic mode as root: what the box user left is gone before its next run; its processes
      // and keys before a build's folders are given back, its files after (see `endBoxUser`).
      const leaver = folder === undefined ? undefined : user;
      const lent = (request.writable ?? []).length > 0;
      const first: Leftover[] = lent ? ["processes", "keys"] : ["processes", "keys", "files"];
      if (leaver !== undefined) await endBoxUser(leaver.identity, leaver.uid, first);
      child.stdio[WATCHDOG_FD]?.destroy(); // basic: the watchdog, if still there, ends the run it guarded
      const usage = cgroup?.readUsage() ?? NOT_MEASURED;
      cgroup?.release();
      if (folder !== undefined) removeWorkingFolder(folder);
      handBack();
      if (leaver !== undefined && lent) await endBoxUser(leaver.identity, leaver.uid, ["files"]);
      user?.release();
      return { ...usage, ...readLaunchReport(await report) };
    },
  };
}

type BoxUser = { readonly uid: number; readonly identity: BoxIdentity } | undefined;

/**
 * Takes what the run needs and starts it; what it took is in `taken`, given back by the caller if a
 * step throws (until the child is started; then its `finish` gives it back).
 */
async function takeAndStart(request: StartRequest, taken: Taken) {
  const { plan } = request;
  // Claimed first: when no box uid is left, nothing else was claimed for the run.
  const user = plan.identity && { ...claimBoxUid(), identity: plan.identity };
  if (user !== undefined) {
    taken.add(user.release);
    await endBeforeFirstRun(user.identity, user.uid);
  }
  const keepable = (request.writable ?? []).length === 0;
  const cgroup = plan.cgroup && (await claimRunCgroup(plan.cgroup, plan.limits, keepable));
  if (cgroup !== undefined) taken.add(() => cgroup.release());
  const folder = plan.mode === "basic" ? createWorkingFolder(plan.files, user?.uid) : undefined;
  if (folder !== undefined) taken.add(() => removeWorkingFolder(folder));
  const { groups, handBack } =
    user === undefined ? NOTHING_LENT : prepareBoxUser(request, user.uid, folder);
  taken.add(handBack);
  // From here on nothing is awaited: the caller listens to the child before anything else happens.
  const child =
    folder === undefined
      ? startBox(request, user, cgroup)
      : startBasic(request, user && { ...user, groups }, folder, cgroup);
  return { user, cgroup, folder, handBack, child };
}

/** What a box user's run was given: its supplementary groups, and what gives it all back. */
interface Prepared {
  readonly groups: readonly number[];
  readonly handBack: () => void;
}

const NOTHING_LENT: Prepared = { groups: [], handBack: () => {} };

/**
 * A box, its working folder a tmpfs with the files the cases need copied in. As root, bwrap runs
 * as the box user, or as root with `setpriv` inside (see `chooseBoxMaker`).
 */
function startBox(request: StartRequest, user: BoxUser, cgroup: RunCgroup | undefined) {
  const { plan } = request;
  const env = { ...plan.env, HOME: BOX_FOLDER, TMPDIR: "/tmp" };
  const limits = {
    cpuSeconds: cpuBackstopSeconds(request.timeLimitMs),
    fileBytes: plan.limits.fileBytes,
    ...(user === undefined ? {} : { processes: plan.limits.processes }),
  };
  const joins = cgroup?.joinFiles.map(({ fd }) => fd) ?? [];
  const joinFds = joins.map((_, index) => FIRST_JOIN_FD + index);
  const program = [request.file, ...request.args];
  const launcher = launchInBox(limits, request.mergeErrors, joinFds, program);
  const writable = request.writable ?? [];
  const maker = chooseBoxMaker(plan, writable);
  const files = openBoxFiles(plan.files, FIRST_JOIN_FD + joins.length);
  try {
    return spawnBox({
      bwrap: plan.bwrap,
      boxArgs: buildBwrapArgs(plan, { maker, env, writable, files: files.args }),
      inner: user === undefined || maker === "self" ? launcher : [...dropInBox(user), ...launcher],
      fds: [...joins, ...files.fds],
      uid: maker === "self" ? user?.uid : undefined,
    });
  } finally {
    files.close();
  }
}

/**
 * In root's box: `setpriv` to the box user, then (where it may make user namespaces) its own bwrap,
 * sharing the box's mounts, which refuses it further user namespaces and makes `/proc` read-only.
 */
function dropInBox({ uid, identity }: NonNullable<BoxUser>): string[] {
  const drop = dropToBoxUser(identity, uid);
  if (identity.userBwrap === undefined) return drop;
  const nested = [
    "--unshare-user",
    "--disable-userns",
    "--die-with-parent",
    "--dev-bind",
    "/",
    "/",
  ];
  return [
    ...drop,
    identity.userBwrap,
    ...nested,
    "--remount-ro",
    "/proc",
    "--chdir",
    BOX_FOLDER,
    "--",
  ];
}

/**
 * Basic mode: the program itself, in a private working folder with the files copied in, and with a
 * session keyring of its own where the grader has one (see `inOwnSessionKeyring`).
 */
function startBasic(
  request: StartRequest,
  user: (NonNullable<BoxUser> & Pick<Prepared, "groups">) | undefined,
  folder: string,
  cgroup: RunCgroup | undefined,
): ChildProcess {
  const { plan } = request;
  const { command, env } = inOwnSessionKeyring([request.file, ...request.args], {
    ...plan.env,
    HOME: folder,
    TMPDIR: folder,
  });
  const drop =
    user && dropToBoxUser(user.identity, user.uid, { noNewPrivs: true, groups: user.groups });
  return spawnWrapped(drop ? [...drop, ...command] : command, {
    cwd: folder,
    env,
    mergeErrors: request.mergeErrors,
    cgroup,
    limits: { ...plan.limits, timeLimitMs: request.timeLimitMs },
    watchdog: { folder },
  });
}

/**
 * A box user's run: the folders it may write lent to it and, in basic mode, its own folders in a
 * hidden one kept to a group of its own, what it must not read closed to it and the folders on the
 * way to what it needs open to pass. Returns its groups, and what undoes all four.
 */
function prepareBoxUser(request: StartRequest, uid: number, workDir?: string): Prepared {
  const { plan, writable = [] } = request;
  const needed = [...plan.visible, ...writable, ...(workDir === undefined ? [] : [workDir])];
  if (plan.mode !== "basic") return { groups: [], handBack: lendFolders(writable, uid) };
  const taken = new Taken();
  return taken.orGiveBack(() => {
    // Before the lending: a lent folder's owner and group are given back as they were then.
    const own = keepToOwnGroup(plan.hidden, needed);
    taken.add(own.letGo);
    taken.add(lendFolders(writable, uid));
    taken.add(closeToOthers(plan.hidden, needed));
    taken.add(openToPass(needed, own.folders));
    return { groups: own.groups, handBack: () => taken.giveBackAll() };
  });
}

function startUnboxed(request: StartRequest): StartedProgram {
  const command = [request.file, ...request.args];
  if (!request.mergeErrors) {
    const child = spawnDetached(command, request.cwd, request.env);
    return {
      child,
      ...readTreeOf(child),
      finish: async () => ({ ...NOT_MEASURED, ...STARTED_ALONE }),
    };
  }
  const child = spawnWrapped(command, { cwd: request.cwd, env: request.env, mergeErrors: true });
  const report = readAll(child.stdio.at(REPORT_FD), REPORT_CHARS);
  return {
    child,
    ...readTreeOf(child),
    finish: async () => ({ ...NOT_MEASURED, ...readLaunchReport(await report) }),
  };
}

/**
 * The child's process tree, where `/proc` shows it (Linux); a cgroup's CPU time is exact. A basic
 * run's box user (`boxUid`) counts too: its processes may leave the tree, and no box keeps them in
 * (a strict box's processes stay in it, its PID namespace their init).
 */
function readTreeOf(
  child: ChildProcess,
  boxUid?: number,
): Pick<StartedProgram, "readCpuMs" | "readWaitMs"> {
  const { pid } = child;
  if (pid === undefined || !canReadProcessTimes()) return {};
  const readUserCpuMs =
    boxUid === undefined ? () => 0 : watchBoxUserCpuMs(boxUid, Number(startOf(pid)));
  return {
    // Each count misses some (see both): the larger, never their sum, which would count twice.
    readCpuMs: () => {
      const tree = readProcessTreeCpuMs(pid);
      const user = readUserCpuMs();
      return tree === null && user === 0 ? null : Math.max(tree ?? 0, user);
    },
    readWaitMs: () => readProcessTreeWaitMs(pid),
  };
}

/** Whether a plan's runs have their CPU time measured, so the time limit is CPU time. */
export function measuresCpuTime(plan: SandboxPlan): boolean {
  return plan.cgroup !== undefined || canReadProcessTimes();
}
