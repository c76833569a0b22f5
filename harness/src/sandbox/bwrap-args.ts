import { existsSync, lstatSync, readlinkSync, statSync } from "node:fs";
import type { SandboxPlan } from "./sandbox-plan.js";

/** The system, read-only: programs, libraries, configuration and language runtimes. */
const SYSTEM_FOLDERS = ["/usr", "/etc", "/opt"];
/** Top-level names that are folders on some systems and links into `/usr` on others. */
const MERGED_FOLDERS = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/** Files of the system that hold secrets root could read. */
const SECRET_FILES = ["/etc/shadow", "/etc/gshadow"];

/** What differs between runs of one plan. */
export interface BoxRun {
  /** The run's private working folder, writable. */
  readonly workDir: string;
  readonly env: Readonly<Record<string, string>>;
  /** Host folders the program may write to and whose changes are kept. */
  readonly writable?: readonly string[];
}

/**
 * The `bwrap` arguments of one run: every namespace (no network unless allowed), no capabilities,
 * the system read-only, the visible paths read-only, `workDir` writable, the hidden paths covered,
 * a `/tmp` of limited size, and an environment of exactly `env`. The working folder and the
 * command come after them (see `startProgram`).
 */
export function buildBwrapArgs(plan: SandboxPlan, run: BoxRun): string[] {
  const { workDir, env, writable = [] } = run;
  return [
    "--unshare-all",
    "--unshare-user",
    "--disable-userns",
    ...(plan.allowNetwork ? ["--share-net"] : []),
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    ...mountSystem(),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--size",
    String(plan.limits.fileBytes),
    "--tmpfs",
    "/tmp",
    ...placeAll([
      ...plan.visible.filter(existsSync).map((entry) => place(entry, ["--ro-bind", entry, entry])),
      ...[workDir, ...writable].map((entry) => place(entry, ["--bind", entry, entry])),
      ...[...plan.hidden, ...SECRET_FILES].map((entry) => place(entry, cover(entry))),
    ]),
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
  ];
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
 * At the same depth, covers come last (the sort is stable).
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
