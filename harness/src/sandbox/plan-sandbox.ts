import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Program } from "../run/run-program.js";
import { detectIsolation, type Isolation } from "./detect-isolation.js";
import { buildProgramEnvironment } from "./program-environment.js";
import {
  DEFAULT_LIMITS,
  type SandboxFile,
  type SandboxLimits,
  type SandboxMode,
  type SandboxPlan,
} from "./sandbox-plan.js";
import { checkShown } from "./shown-folders.js";

export interface SandboxRequest {
  readonly mode: SandboxMode;
  readonly program: Program;
  /** The program's own folder: visible (read-only), and its `CLASSPATH`. */
  readonly programFolder: string;
  /** Paths the program must never see: the suite, the reports. */
  readonly hidden: readonly string[];
  /** Other paths to show read-only (`--visible`); none inside a hidden one. */
  readonly shown?: readonly string[];
  readonly files: readonly SandboxFile[];
  readonly limits?: Partial<SandboxLimits>;
  readonly allowNetwork?: boolean;
  /** `--env NAME[=VALUE]` options. */
  readonly env?: readonly string[];
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
}

/** A plan, and the one line to print when it is weaker than what was asked for. */
export interface PlannedSandbox {
  readonly plan: SandboxPlan;
  readonly warning?: string;
}

const SYSTEM = ["/usr/", "/etc/", "/opt/", "/bin/", "/sbin/", "/lib"];

/**
 * Settles how a program will be boxed on this machine: strict needs bubblewrap and user
 * namespaces, and falls back to basic (saying so); limits on memory and processes need a cgroup.
 */
export function planSandbox(request: SandboxRequest): PlannedSandbox {
  // Without a sandbox nothing is probed: no bwrap run, no cgroup created.
  const isolation: Isolation = request.mode === "none" ? {} : detectIsolation();
  const strict = request.mode === "strict" && isolation.bwrapProblem === undefined;
  const mode: SandboxMode = request.mode === "none" ? "none" : strict ? "strict" : "basic";
  const plan: SandboxPlan = {
    mode,
    visible: [
      ...findVisible(request.program, request.programFolder),
      ...checkShown(request.shown ?? [], request.hidden),
    ],
    hidden: request.hidden,
    files: request.files,
    env: buildProgramEnvironment(request.hostEnv, request.env ?? [], request.programFolder),
    limits: { ...DEFAULT_LIMITS, ...request.limits },
    allowNetwork: request.allowNetwork ?? false,
    ...(mode !== "none" && isolation.cgroup !== undefined ? { cgroup: isolation.cgroup } : {}),
  };
  return { plan, warning: describeWeakness(request.mode, plan, isolation.bwrapProblem) };
}

function describeWeakness(
  requested: SandboxMode,
  plan: SandboxPlan,
  bwrapProblem: string | undefined,
): string | undefined {
  if (plan.mode === "none") return undefined;
  const open: string[] = [];
  if (plan.mode === "basic") {
    const why = requested === "strict" ? ` (${bwrapProblem})` : "";
    open.push(`isolation: basic${why}: the program can read your files and use the network`);
  }
  if (plan.cgroup === undefined)
    open.push("no writable cgroup: memory and process limits are not enforced");
  return open.length === 0 ? undefined : open.join("; ");
}

/**
 * What the program needs to see besides the system: its folder, the runtime that runs it when
 * installed outside the system folders (a JDK in the home folder), and the paths its command
 * names (a game's package, a `-cp` folder): folders as they are, files with their folder.
 */
function findVisible(program: Program, programFolder: string): string[] {
  const runtime = installRoot(program.file);
  const named = [
    ...program.args.flatMap((arg) => arg.split(path.delimiter)),
    ...(program.files ?? []),
    // A link to the program (npm's `bin/goose-game`) must be there to be run, beside its target.
    ...(runtime === undefined ? [] : [program.file]),
  ]
    .filter((arg) => path.isAbsolute(arg) && existsSync(arg))
    .flatMap((arg) => [...new Set([arg, realpathSync(arg)])])
    .map((arg) => (statSync(arg).isDirectory() ? arg : packageRoot(arg)));
  return [...new Set([programFolder, ...named, ...(runtime === undefined ? [] : [runtime])])];
}

/**
 * A script's package (the nearest folder above it whose `package.json` names a package), whose other
 * files it loads (`bin/goose-game.js` → `dist/`); a file outside any package: its folder. A
 * `package.json` without a name only sets the module type of its folder (our `bin/` folders).
 */
function packageRoot(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (isPackage(path.join(dir, "package.json"))) return dir;
  }
  return path.dirname(file);
}

function isPackage(manifest: string): boolean {
  try {
    return typeof JSON.parse(readFileSync(manifest, "utf8")).name === "string";
  } catch {
    return false;
  }
}

/**
 * `/home/t/jdk-17/bin/java` → `/home/t/jdk-17` (a runtime's `bin/`); any other program: its package
 * or its folder (a student's `./main`, not the folder of every student); nothing for the system's.
 */
function installRoot(file: string): string | undefined {
  if (!path.isAbsolute(file) || !existsSync(file)) return undefined;
  const real = realpathSync(file);
  if (SYSTEM.some((prefix) => real.startsWith(prefix))) return undefined;
  const folder = path.dirname(real);
  return path.basename(folder) === "bin" ? path.dirname(folder) : packageRoot(real);
}
