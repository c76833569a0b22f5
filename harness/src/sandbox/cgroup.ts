import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdir,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { isAlive } from "./is-alive.js";
import { killCgroup } from "./kill-cgroup.js";
import type { CgroupKind, SandboxLimits } from "./sandbox-plan.js";

/** One run's control group: the folders to join, and what it used once the run is over. */
export interface RunCgroup {
  readonly version: 1 | 2;
  /** The group's folder in each hierarchy. */
  readonly dirs: readonly string[];
  /**
   * The files a process joins the group by, one per folder: it writes `0` (itself) to each, so that
   * all it starts is counted there (see `openJoinFiles`). Open for the group's life: a box is handed
   * these descriptors (see `spawnBox`).
   */
  readonly joinFiles: readonly JoinFile[];
  /** CPU time of every process in the group so far, user and system: cheap enough to poll. */
  readonly readCpuMs: () => number | null;
  readonly readUsage: () => CgroupUsage;
  /** After the run, its processes killed: the group is kept for a later run, or removed. */
  readonly release: () => void;
}

/** A group's file to join it by: its path, and a descriptor open for writing. */
export interface JoinFile {
  readonly path: string;
  readonly fd: number;
}

export interface CgroupUsage {
  readonly memoryBytes: number | null;
  readonly cpuMs: number | null;
  /** The kernel killed a process of the run for going over its memory limit. */
  readonly outOfMemory: boolean;
}

let counter = 0;

/**
 * A control group for one run with the memory and process limits, in either hierarchy. Off the
 * main thread: under load the kernel may take milliseconds to make a memory group, time in which
 * other cases' output is read. A v1 group a finished run left empty is used again (see `idleV1`),
 * unless the run wrote to folders that outlive it (`keepable` false, a build's): the memory of
 * files it wrote on a tmpfs (a class's student folder, see `makeStudentFolder`) stays charged to
 * its group, and would shrink the memory limit of the next run given it.
 */
export async function claimRunCgroup(
  kind: CgroupKind,
  limits: SandboxLimits,
  keepable: boolean,
): Promise<RunCgroup | undefined> {
  const name = `games-grade-${process.pid}-${++counter}`;
  try {
    if (kind.version === 2) return tracked(await createV2(kind.parent, name, limits));
    const key = `${kind.root}:${limits.memoryBytes}:${limits.processes}`;
    const group = takeIdleV1(key) ?? (await createV1(kind.root, name, limits));
    return tracked(startV1(group, () => (keepable ? keepV1(key, group) : removeV1(group))));
  } catch {
    return undefined; // a hierarchy that turned read-only: the run goes on without one
  }
}

/** The groups of runs going on: at an exit before their end (Ctrl-C, SIGTERM), killed and removed. */
const live = new Set<RunCgroup>();

/**
 * Kills every process in the groups of the runs going on. At exit, also before a class's folders
 * are removed: a process that left its run's process group could still be writing in one.
 */
export function killLiveRuns(): void {
  for (const cgroup of live) killCgroup(cgroup);
}

function tracked(cgroup: RunCgroup): RunCgroup {
  live.add(cgroup);
  return {
    ...cgroup,
    release: () => {
      live.delete(cgroup);
      cgroup.release();
    },
  };
}

/**
 * Empty v1 groups kept for later runs with the same limits, by the hierarchy and the limits. Making
 * and removing a memory group takes the kernel's cgroup lock for a millisecond or more, which runs
 * at once wait for in turn; a group used again costs two writes. v2 groups are not kept: a v2
 * group's peak memory can be reset only from kernel 6.12 on.
 */
const idleV1 = new Map<string, V1Group[]>();
/**
 * A kept group with no tmpfs charged to it. A box's working folder and `/tmp` are freed with its
 * mount namespace, by the kernel's own threads, after its processes are gone: until then they
 * would count against the next run's memory limit, and be taken off its peak (see `startV1`). A
 * group still charged stays kept for a later run.
 */
function takeIdleV1(key: string): V1Group | undefined {
  const idle = idleV1.get(key) ?? [];
  const index = idle.findLastIndex(
    ({ dirs }) => (readField(path.join(dirs[0] ?? "", "memory.stat"), "shmem") ?? 0) === 0,
  );
  return index === -1 ? undefined : idle.splice(index, 1)[0];
}

interface V1Group {
  readonly dirs: readonly string[];
  readonly joinFiles: readonly JoinFile[];
}

async function createV1(root: string, name: string, limits: SandboxLimits): Promise<V1Group> {
  const dirs = ["memory", "pids", "cpuacct"].map((controller) => path.join(root, controller, name));
  await Promise.all(dirs.map((folder) => mkdir(folder)));
  madeGroups(dirs);
  const [memory = "", pids = ""] = dirs;
  await Promise.all([
    writeFile(path.join(memory, "memory.limit_in_bytes"), String(limits.memoryBytes)),
    tryWrite(path.join(memory, "memory.memsw.limit_in_bytes"), String(limits.memoryBytes)),
    writeFile(path.join(pids, "pids.max"), String(limits.processes)),
  ]);
  return { dirs, joinFiles: openJoinFiles(dirs, "tasks") };
}

/**
 * A run in a v1 group, new or used before: its peak memory and CPU time start from now. The memory
 * a run before left charged to the group (files it read, still cached) is not this run's: the
 * peak is counted from what is charged at the start.
 */
function startV1({ dirs, joinFiles }: V1Group, keep: () => void): RunCgroup {
  const [memory = "", , cpuacct = ""] = dirs;
  writeFileSync(path.join(memory, "memory.max_usage_in_bytes"), "0");
  writeFileSync(path.join(cpuacct, "cpuacct.usage"), "0");
  const charged = readNumber(path.join(memory, "memory.usage_in_bytes")) ?? 0;
  const oomKills = readOomKills(memory);
  const readCpuMs = () => nanosToMs(readNumber(path.join(cpuacct, "cpuacct.usage")));
  return {
    version: 1,
    dirs,
    joinFiles,
    readCpuMs,
    readUsage: () => {
      const peak = readNumber(path.join(memory, "memory.max_usage_in_bytes"));
      return {
        memoryBytes: peak === null ? null : Math.max(0, peak - charged),
        cpuMs: readCpuMs(),
        outOfMemory: readOomKills(memory) > oomKills,
      };
    },
    release: keep,
  };
}

/**
 * Keeps a group whose processes are all gone for a later run; one still leaving is removed, and so
 * is one that still counts processes: zombies, out of `cgroup.procs` but counted by `pids` until
 * their parent waits for them, which an init that reaps nothing never does (a container's).
 */
function keepV1(key: string, group: V1Group): void {
  const [, pids = ""] = group.dirs;
  if (!group.dirs.every(isEmptyGroup) || readNumber(path.join(pids, "pids.current")) !== 0) {
    removeV1(group);
    return;
  }
  const list = idleV1.get(key) ?? [];
  list.push(group);
  idleV1.set(key, list);
}

function removeV1(group: V1Group): void {
  closeJoinFiles(group.joinFiles);
  removeLater(group.dirs);
}

function isEmptyGroup(dir: string): boolean {
  try {
    return readFileSync(path.join(dir, "cgroup.procs"), "utf8") === "";
  } catch {
    return false;
  }
}

function readOomKills(memory: string): number {
  return readField(path.join(memory, "memory.oom_control"), "oom_kill") ?? 0;
}

async function createV2(parent: string, name: string, limits: SandboxLimits): Promise<RunCgroup> {
  const dir = path.join(parent, name);
  await mkdir(dir);
  madeGroups([dir]);
  await Promise.all([
    writeFile(path.join(dir, "memory.max"), String(limits.memoryBytes)),
    tryWrite(path.join(dir, "memory.swap.max"), "0"),
    writeFile(path.join(dir, "pids.max"), String(limits.processes)),
  ]);
  const readCpuMs = () => microsToMs(readField(path.join(dir, "cpu.stat"), "usage_usec"));
  const joinFiles = openJoinFiles([dir], "cgroup.procs");
  return {
    version: 2,
    dirs: [dir],
    joinFiles,
    readCpuMs,
    readUsage: () => ({
      memoryBytes: readNumber(path.join(dir, "memory.peak")),
      cpuMs: readCpuMs(),
      outOfMemory: (readField(path.join(dir, "memory.events"), "oom_kill") ?? 0) > 0,
    }),
    release: () => {
      closeJoinFiles(joinFiles);
      removeLater([dir]);
    },
  };
}

/**
 * Opened once for all the runs of a group. v1's `tasks` moves the one thread that writes `0`, which
 * the kernel does under its cgroup lock alone; a move by pid, or of a whole process (`cgroup.procs`),
 * also waits for every fork and exit on the machine to finish, and at times for a grace period of
 * RCU, milliseconds that runs at once wait for in turn. v2 has only `cgroup.procs`.
 */
function openJoinFiles(dirs: readonly string[], name: "tasks" | "cgroup.procs"): JoinFile[] {
  return dirs.map((dir) => {
    const file = path.join(dir, name);
    return { path: file, fd: openSync(file, "w") };
  });
}

function closeJoinFiles(files: readonly JoinFile[]): void {
  for (const { fd } of files) closeSync(fd);
}

const CONTROLLERS = "+memory +pids +cpu";

/**
 * Returns the group to make runs' groups in, in a cgroup v2 hierarchy: inside the harness's own
 * group when it may write there, else beside it (see `besideOwnGroup`).
 */
export function prepareCgroupV2(own: string): string | undefined {
  return inOwnGroup(own) ?? besideOwnGroup(own);
}

/**
 * A group with processes cannot hand controllers to its children, so the harness moves itself into
 * a leaf of its own group first. That fails when others share its group (the shell that started it):
 * the harness then goes back and removes the leaf, so that a grader it starts (or the next one from
 * the same shell) finds the group it came from, not a leaf it cannot use either.
 */
function inOwnGroup(own: string): string | undefined {
  const leaf = path.join(own, `games-grade-${process.pid}`);
  try {
    mkdirSync(leaf, { recursive: true });
    writeFileSync(path.join(leaf, "cgroup.procs"), String(process.pid));
  } catch {
    removeAll([leaf]);
    return undefined;
  }
  try {
    writeFileSync(path.join(own, "cgroup.subtree_control"), CONTROLLERS);
  } catch {
    leaveLeaf(own, leaf);
    return undefined;
  }
  try {
    return makeRunsGroup(own);
  } catch {
    return undefined; // its controllers are on: the harness may no longer go back into `own`
  }
}

function leaveLeaf(own: string, leaf: string): void {
  try {
    writeFileSync(path.join(own, "cgroup.procs"), String(process.pid));
    removeAll([leaf]);
  } catch {
    // Its group no longer lets it back: it stays in the leaf.
  }
}

/**
 * The runs' groups beside the harness's own group, in its parent: a delegated group whose
 * processes all live in leaves (a desktop session's `app.slice`, or the CI's group, see the
 * README's "Where it works"), where the harness may move its children without moving itself.
 */
function besideOwnGroup(own: string): string | undefined {
  try {
    const parent = path.dirname(own);
    writeFileSync(path.join(parent, "cgroup.subtree_control"), CONTROLLERS);
    return makeRunsGroup(parent);
  } catch {
    return undefined;
  }
}

function makeRunsGroup(parent: string): string {
  const runs = path.join(parent, `games-grade-${process.pid}-runs`);
  mkdirSync(runs, { recursive: true });
  writeFileSync(path.join(runs, "cgroup.subtree_control"), CONTROLLERS);
  cleanUpAtExit();
  runsGroups.push(runs);
  return runs;
}

/** Every group this grader made and has not removed yet, removed at exit if it comes first. */
const made = new Set<string>();
/** v2: the group the runs' groups are made in, removed at exit once they are. */
const runsGroups: string[] = [];
let cleaningAtExit = false;

/**
 * At exit, one listener, in order: the runs still going are killed (a signal ends the grader
 * before their end), then every group of this grader is removed, the runs' parent last. A group
 * whose killed processes are still leaving is waited for a moment: the kernel refuses to remove
 * it until they are gone, and the next grader would find it left.
 */
function cleanUpAtExit(): void {
  if (cleaningAtExit) return;
  cleaningAtExit = true;
  process.once("exit", () => {
    killLiveRuns();
    removeWaiting([...made]);
    removeAll(runsGroups);
  });
}

function madeGroups(dirs: readonly string[]): void {
  cleanUpAtExit();
  for (const dir of dirs) made.add(dir);
}

/** `removeAll`, trying again for up to a second those whose processes are still leaving. */
function removeWaiting(dirs: readonly string[]): void {
  const deadline = performance.now() + 1000;
  let left = dirs.filter((dir) => tryRemoveNow(dir) === "EBUSY");
  while (left.length > 0 && performance.now() < deadline) {
    Atomics.wait(PAUSE, 0, 0, 10);
    left = left.filter((dir) => tryRemoveNow(dir) === "EBUSY");
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * Removes a run's groups off the main thread: the kernel takes a millisecond or more to take a
 * memory group down, as long as a small case's run. What is left at exit is removed then.
 */
function removeLater(dirs: readonly string[]): void {
  for (const dir of dirs) {
    tryRemove(dir, 10);
  }
}

/** EBUSY: a killed process is still leaving; tried again shortly, and at exit. */
function tryRemove(dir: string, triesLeft: number): void {
  rmdir(dir, (error) => {
    if (error === null) made.delete(dir);
    else if (triesLeft > 1) setTimeout(() => tryRemove(dir, triesLeft - 1), 50).unref();
  });
}

const OURS = /^games-grade-(\d+)(?:-|$)/;

/**
 * Removes the groups a grader that is gone left in `dirs` (killed before it could remove them: a
 * test runner's worker, a cancelled job). Each name carries the pid of the grader that made it.
 */
export function sweepStaleGroups(dirs: readonly string[]): void {
  for (const dir of dirs) {
    for (const entry of listFolders(dir)) {
      const pid = OURS.exec(entry)?.[1];
      if (pid !== undefined && !isAlive(Number(pid))) removeTree(path.join(dir, entry));
    }
  }
}

function removeTree(dir: string): void {
  for (const entry of listFolders(dir)) removeTree(path.join(dir, entry));
  removeAll([dir]);
}

function listFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Removes the groups once their processes are gone (the kernel refuses while any remain). */
function removeAll(dirs: readonly string[]): void {
  for (const dir of dirs) tryRemoveNow(dir);
}

/** Removes the group now: undefined when it is gone, else why not (`EBUSY`: a process is leaving). */
function tryRemoveNow(dir: string): string | undefined {
  try {
    rmdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code !== "ENOENT") return code;
  }
  made.delete(dir);
  return undefined;
}

async function tryWrite(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch {
    // Not every kernel has swap accounting.
  }
}

function readNumber(file: string): number | null {
  try {
    const value = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function readField(file: string, field: string): number | null {
  try {
    const match = new RegExp(`^${field} (\\d+)$`, "m").exec(readFileSync(file, "utf8"));
    return match === null ? null : Number(match[1]);
  } catch {
    return null;
  }
}

function nanosToMs(value: number | null): number | null {
  return value === null ? null : Math.round(value / 1e6);
}

function microsToMs(value: number | null): number | null {
  return value === null ? null : Math.round(value / 1e3);
}
