import { existsSync, lstatSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { filesView } from "./box-launcher.js";
import { isClosedToOthers } from "./close-to-others.js";
import type { SandboxPlan } from "./sandbox-plan.js";

/** The system, read-only: programs, libraries, configuration and language runtimes. */
const SYSTEM_FOLDERS = ["/usr", "/etc", "/opt"];
/** Top-level names that are folders on some systems and links into `/usr` on others. */
const MERGED_FOLDERS = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/** Files of the system that hold secrets root could read. */
const SECRET_FILES = ["/etc/shadow", "/etc/gshadow"];

/** What differs between runs of one plan. */
export interface BoxRun {
  /** The run's private working folder, writable: a tmpfs in the box (see `workingFolder`). */
  readonly workDir: string;
  readonly env: Readonly<Record<string, string>>;
  /** Host folders the program may write to and whose changes are kept. */
  readonly writable?: readonly string[];
}

/**
 * The `bwrap` arguments of one run: every namespace (no network unless allowed), no capabilities,
 * the system and `/proc` read-only, the visible paths read-only, `workDir` writable, the hidden
 * paths covered, `workDir` and `/tmp` of limited size, and an environment of exactly `env`. The
 * working folder and the command come after them (see `startProgram`).
 */
export function buildBwrapArgs(plan: SandboxPlan, run: BoxRun): string[] {
  const { workDir, env, writable = [] } = run;
  const visible = plan.visible.filter(existsSync);
  const bound = [workDir, ...writable];
  return [
    ...namespaces(plan),
    "--die-with-parent",
    "--new-session",
    ...mountSystem(),
    "--proc",
    "/proc",
    // A nested bwrap (root's box) writes its user namespace's maps there first, then does this.
    ...(plan.identity?.nestedBwrap === undefined ? ["--remount-ro", "/proc"] : []),
    "--dev",
    "/dev",
    "--perms",
    "1777",
    "--size",
    String(plan.limits.fileBytes),
    "--tmpfs",
    "/tmp",
    ...placeAll([
      ...visible.map((entry) => place(entry, showVisible(plan, entry))),
      ...workingFolder(plan, workDir),
      ...writable.map((entry) => place(entry, ["--bind", entry, entry])),
      ...[...plan.hidden, ...SECRET_FILES].map((entry) => place(entry, cover(entry))),
      ...parentFolders([...visible, ...bound]).map((entry) =>
        place(entry, ["--perms", "0755", "--dir", entry]),
      ),
    ]),
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
  ];
}

/**
 * A visible path, read-only. Root's bwrap mounts what its box user could not reach, but that user
 * goes through each folder as any other user: a folder closed to others (a home folder that holds
 * the program's package) is shown as an empty one, open, so that the paths shown inside it can be
 * reached; a closed file, not at all. The box user could read neither.
 */
function showVisible(plan: SandboxPlan, entry: string): string[] {
  if (plan.identity === undefined || !isClosedToOthers(entry)) return ["--ro-bind", entry, entry];
  return statSync(entry).isDirectory() ? ["--perms", "0755", "--dir", entry] : [];
}

/**
 * The working folder, a tmpfs that holds three times the file limit (and `/tmp` once: four times
 * together), and beside it the host's copies of the files the cases need, for the box's launcher
 * to copy in (see `box-launcher.ts`).
 */
function workingFolder(plan: SandboxPlan, workDir: string): Placement[] {
  const size = String(3 * plan.limits.fileBytes);
  const folder = place(workDir, ["--perms", "1777", "--size", size, "--tmpfs", workDir]);
  if (plan.files.length === 0) return [folder];
  return [folder, place(filesView(workDir), ["--ro-bind", workDir, filesView(workDir)])];
}

/**
 * Every namespace, no capabilities. Run by a plain user, bwrap makes a user namespace and refuses
 * the program more; run by root, it makes none (the uid must stay the host's own for `setpriv` to
 * drop it to the box user) and keeps only what `setpriv` needs, which leaving root drops.
 */
function namespaces(plan: SandboxPlan): string[] {
  if (plan.identity === undefined) {
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
  return [...parents];
}

interface Placement {
  readonly depth: number;
  readonly args: readonly string[];
}

function place(entry: string, args: readonly string[]): Placement {
  return { depth: entry.split("/").filter(Boolean).length, args };
}

/**
 * Mounts a folder before what lies inside it, so that either may hold the other: a suite hidden
 * inside the program's visible folder, or a student's folder visible inside a hidden class folder.
 * At the same depth, covers come after mounts, and the parent folders last (the sort is stable): a
 * folder made inside a cover is made in it.
 */
function placeAll(placements: readonly Placement[]): string[] {
  return [...placements].sort((a, b) => a.depth - b.depth).flatMap((item) => item.args);
}

function mountSystem(): string[] {
  const mounts = SYSTEM_FOLDERS.filter(existsSync).flatMap((dir) => ["--ro-bind", dir, dir]);
  for (const dir of MERGED_FOLDERS) {
    const info = lstatOrUndefined(dir);
    if (info?.isSymbolicLink()) mounts.push("--symlink", readlinkSync(dir), dir);
    else if (info?.isDirectory()) mounts.push("--ro-bind", dir, dir);
  }
  return mounts;
}

/** Hides a path under an empty folder or an empty file; a path that does not exist needs nothing. */
function cover(entry: string): string[] {
  const info = statOrUndefined(entry);
  if (info === undefined) return [];
  return info.isDirectory() ? ["--tmpfs", entry] : ["--ro-bind", "/dev/null", entry];
}

function lstatOrUndefined(entry: string) {
  try {
    return lstatSync(entry);
  } catch {
    return undefined;
  }
}

function statOrUndefined(entry: string) {
  try {
    return statSync(entry);
  } catch {
    return undefined;
  }
}
