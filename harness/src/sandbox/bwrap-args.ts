import { existsSync, readlinkSync } from "node:fs";
import path from "node:path";
import { BOX_FOLDER } from "./box-launcher.js";
import { isClosedToOthers } from "./close-to-others.js";
import { NOT_TEXT } from "./find-copies.js";
import { isInside } from "./is-inside.js";
import type { SandboxPlan } from "./sandbox-plan.js";
import { lstatOrUndefined, realPathOrSelf } from "./stat-entry.js";
import { cover, mountReadOnly, mountWritable } from "./visible-mounts.js";

/** The system, read-only: programs, libraries, configuration and language runtimes. */
const SYSTEM_FOLDERS = ["/usr", "/etc", "/opt"];
/** Top-level names that are folders on some systems and links into `/usr` on others. */
const MERGED_FOLDERS = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/** The host's folders a strict box shows read-only, where they exist. */
export const SHOWN_SYSTEM_FOLDERS: readonly string[] = [...SYSTEM_FOLDERS, ...MERGED_FOLDERS];
/**
 * What a strict box has of its own under these names (`--proc`, `--dev`, the `/dev/shm` tmpfs):
 * not the host's, but there.
 */
export const BOX_OWN_PATHS: readonly string[] = [
  "/proc",
  ...["null", "zero", "full", "random", "urandom", "tty", "ptmx", "pts", "shm"].map(
    (name) => `/dev/${name}`,
  ),
  ...["fd", "stdin", "stdout", "stderr", "core"].map((name) => `/dev/${name}`),
];
/** Files of the system that hold secrets root could read. */
const SECRET_FILES = ["/etc/shadow", "/etc/gshadow"];

/**
 * Who makes the box: its own user (a plain user, or as root the box user: a user namespace), or
 * root's bwrap, with `setpriv` inside and, where the box user may make user namespaces, the box
 * user's bwrap inside that (`nested`), which refuses it further ones and makes `/proc` read-only.
 */
export type BoxMaker = "self" | "root" | "root-nested";

/** What differs between runs of one plan. */
export interface BoxRun {
  readonly maker: BoxMaker;
  readonly env: Readonly<Record<string, string>>;
  /** Host folders the program may write to and whose changes are kept. */
  readonly writable?: readonly string[];
  /** bwrap's arguments that copy the files the cases need into the working folder. */
  readonly files: readonly string[];
}

/**
 * The `bwrap` arguments of one run: every namespace (no network unless allowed), no capabilities,
 * the system and `/proc` read-only, the visible paths read-only without the hidden ones (see
 * `mountReadOnly`), the working folder (`BOX_FOLDER`, where the program starts), `/tmp` and
 * `/dev/shm` writable and of limited size, `/dev` read-only but for its devices, and an environment
 * of exactly `env`. The command comes after them (see `startProgram`).
 */
export function buildBwrapArgs(plan: SandboxPlan, run: BoxRun): string[] {
  const { env, writable = [] } = run;
  const visible = plan.visible.filter(existsSync);
  return [
    ...namespaces(plan, run.maker),
    "--die-with-parent",
    "--new-session",
    ...mountSystem(),
    ...coverInSystem(plan.hidden),
    "--proc",
    "/proc",
    // A nested bwrap writes its user namespace's maps there first, then does this.
    ...(run.maker === "root-nested" ? [] : ["--remount-ro", "/proc"]),
    ...devices(plan),
    "--perms",
    "1777",
    "--size",
    String(plan.limits.fileBytes),
    "--tmpfs",
    "/tmp",
    // Made first, open to all, so a box user other than bwrap's own can reach the mounts below.
    ...parentFolders([...visible, ...writable]).flatMap((dir) => ["--perms", "0755", "--dir", dir]),
    ...mountReadOnlyOnce(plan),
    ...workingFolder(plan, run.files),
    ...mountWritable(writable, plan.hidden),
    ...SECRET_FILES.flatMap(cover),
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
    "--chdir",
    BOX_FOLDER,
  ];
}

/** The host paths a plan's boxes bind read-only. */
export function readOnlySources(plan: SandboxPlan): string[] {
  const args = mountReadOnlyOnce(plan);
  return args.flatMap((arg, index) =>
    arg === "--ro-bind" || arg === "--ro-bind-try" ? [args[index + 1] ?? ""] : [],
  );
}

/** Each plan's read-only mounts, worked out at its first run: they read folders, the same each run. */
const readOnlyMounts = new WeakMap<readonly string[], string[]>();

function mountReadOnlyOnce(plan: SandboxPlan): string[] {
  // A plan's copies (one per run, with the run's files) share its `visible` list.
  const known = readOnlyMounts.get(plan.visible);
  if (known !== undefined) return known;
  const closed = plan.identity === undefined ? undefined : isClosedToOthers;
  const args = mountReadOnly(plan.visible, plan.hidden, closed);
  readOnlyMounts.set(plan.visible, args);
  return args;
}

/**
 * The working folder, a tmpfs that holds three times the file limit (and `/tmp` and `/dev/shm`
 * once each: five times together), with the files the cases need copied in.
 */
function workingFolder(plan: SandboxPlan, files: readonly string[]): string[] {
  const size = String(3 * plan.limits.fileBytes);
  return ["--perms", "1777", "--size", size, "--tmpfs", BOX_FOLDER, ...files];
}

/**
 * `/dev` with its devices, read-only, and `/dev/shm` (POSIX shared memory, Python's
 * `multiprocessing`) a tmpfs of one file limit. bwrap's `/dev` is a tmpfs of the kernel's default
 * size, half the machine's memory, which a program filled past the disk bound; remounted read-only
 * (bwrap's remount is not recursive), its devices (`/dev/null`, each bound on its own), `/dev/pts`
 * and `/dev/shm`, mounted before it, still take writes.
 */
function devices(plan: SandboxPlan): string[] {
  const shm = ["--perms", "1777", "--size", String(plan.limits.fileBytes), "--tmpfs", "/dev/shm"];
  return ["--dev", "/dev", ...shm, "--remount-ro", "/dev"];
}

/**
 * Every namespace, no capabilities. Run by a plain user or a box user, bwrap makes a user namespace
 * and refuses the program more. Root's own bwrap makes none, as the uid must stay the host's own
 * for `setpriv` to drop it to the box user, and keeps only what `setpriv` needs, which leaving root
 * drops.
 */
function namespaces(plan: SandboxPlan, maker: BoxMaker): string[] {
  if (maker === "self") {
    const net = plan.allowNetwork ? ["--share-net"] : [];
    return ["--unshare-all", "--unshare-user", "--disable-userns", ...net, "--cap-drop", "ALL"];
  }
  return [
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...(plan.allowNetwork ? [] : ["--unshare-net"]),
    "--cap-drop",
    "ALL",
    "--cap-add",
    "CAP_SETUID",
    "--cap-add",
    "CAP_SETGID",
  ];
}

/**
 * The folders above the mounted paths, made by bwrap: open to all, so that a box user other than
 * the one bwrap runs as can reach its folders (bwrap makes them 0700 for root).
 */
function parentFolders(entries: readonly string[]): string[] {
  const parents = new Set<string>();
  for (const entry of entries) {
    for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir))
      parents.add(dir);
  }
  return [...parents].sort((a, b) => a.split("/").length - b.split("/").length);
}

/**
 * The hidden paths that lie in the system's folders, which are bound whole (the suite under `/opt`,
 * the grader's own package installed under `/usr/local/lib/node_modules`, shipping every game's
 * cases): each covered, by an empty folder closed to writes (one page at most) or an empty file.
 * Unlike in a visible folder, such a path is a mount point, its name in the box's mount table:
 * rebuilding `/usr` from its entries would cost every box hundreds of mounts.
 */
function coverInSystem(hidden: readonly string[]): string[] {
  const known = systemCovers.get(hidden);
  if (known !== undefined) return known;
  const args = findSystemCovers(hidden);
  systemCovers.set(hidden, args);
  return args;
}

/** Each plan's covers in the system's folders, worked out at its first run, as its mounts are. */
const systemCovers = new WeakMap<readonly string[], string[]>();

function findSystemCovers(hidden: readonly string[]): string[] {
  const bound = mountSystem().filter((_, index, args) => args[index - 1] === "--ro-bind");
  const inside = hidden
    .map((entry) => realPathOrSelf(nameable(entry)))
    .filter((entry) => bound.some((dir) => entry !== dir && isInside(entry, dir)));
  return [...new Set(inside)]
    .sort((a, b) => a.split("/").length - b.split("/").length)
    .flatMap((entry) => {
      // Closed to writes and one page in size: a box user's own bwrap leaves the folder theirs
      // (they may open it again), and a read-only mount would refuse bwrap the mount points it
      // makes later for what is shown inside (a class's student folder in its hidden `--out`).
      const covering = cover(entry);
      return covering[0] === "--tmpfs"
        ? ["--perms", "0555", "--size", "4096", ...covering]
        : covering;
    });
}

/**
 * A hidden entry whose name is not UTF-8 is named as Node reads it (`d\uFFFD`), a path that is not
 * there to cover: its folder is covered instead (see `findCopies`).
 */
function nameable(entry: string): string {
  return entry.includes(NOT_TEXT) && !existsSync(entry) ? nameable(path.dirname(entry)) : entry;
}

let systemMounts: string[] | undefined;

/** The system's mounts, worked out once: they read the root folder, the same for every run. */
function mountSystem(): string[] {
  systemMounts ??= findSystemMounts();
  return systemMounts;
}

function findSystemMounts(): string[] {
  const mounts = SYSTEM_FOLDERS.filter(existsSync).flatMap((dir) => ["--ro-bind", dir, dir]);
  for (const dir of MERGED_FOLDERS) {
    const info = lstatOrUndefined(dir);
    if (info?.isSymbolicLink()) mounts.push("--symlink", readlinkSync(dir), dir);
    else if (info?.isDirectory()) mounts.push("--ro-bind", dir, dir);
  }
  return mounts;
}
