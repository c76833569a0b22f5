import { existsSync, lstatSync, readlinkSync } from "node:fs";
import type { SandboxPlan } from "./sandbox-plan.js";
import { cover, mountReadOnly, mountWritable } from "./visible-mounts.js";

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
 * the system read-only, the visible paths read-only without the hidden ones (see `mountReadOnly`),
 * `workDir` writable, a `/tmp` of limited size, and an environment of exactly `env`. The working folder and the
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
    ...mountReadOnlyOnce(plan),
    ...mountWritable([workDir, ...writable], plan.hidden),
    ...SECRET_FILES.flatMap(cover),
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
  ];
}

/** Each plan's read-only mounts, worked out at its first run: they read folders, the same each run. */
const readOnlyMounts = new WeakMap<readonly string[], string[]>();

function mountReadOnlyOnce(plan: SandboxPlan): string[] {
  // A plan's copies (one per run, with the run's files) share its `visible` list.
  const known = readOnlyMounts.get(plan.visible);
  if (known !== undefined) return known;
  const args = mountReadOnly(plan.visible, plan.hidden);
  readOnlyMounts.set(plan.visible, args);
  return args;
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

function lstatOrUndefined(entry: string) {
  try {
    return lstatSync(entry);
  } catch {
    return undefined;
  }
}
