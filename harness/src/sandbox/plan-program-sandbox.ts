import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { detectIsolation, type Isolation } from "./detect-isolation.js";
import { findCopies, findHistories } from "./find-copies.js";
import { hideReference, isOwnCode } from "./hide-reference.js";
import { isInside } from "./is-inside.js";
import { describeManyMounts } from "./many-mounts.js";
import type { Program } from "./program.js";
import { buildProgramEnvironment } from "./program-environment.js";
import {
  DEFAULT_LIMITS,
  DEFAULT_SANDBOX_MODE,
  type SandboxFile,
  type SandboxLimits,
  type SandboxMode,
  type SandboxPlan,
} from "./sandbox-plan.js";
import { checkShown } from "./shown-folders.js";
import { realPathOrSelf, statOrUndefined } from "./stat-entry.js";
import { describeUnreadableFiles } from "./unreadable-files.js";

/**
 * How the program's folder came to be its folder: `given` (`--cwd`, `suite.json`'s `cwd`), shown
 * always, a script's package may be above it (a subfolder of a project whose `node_modules` it
 * loads); `implied` (nothing gave it: the current folder), shown only to a command whose arguments
 * name no file or folder (`java Main`, whose classes are there, on its `CLASSPATH`); `whole-program`
 * (a class's copy of a student's submission), shown always, and a script in it has its package no
 * higher (see `packageRoot`).
 */
export type ProgramFolderKind = "given" | "implied" | "whole-program";

export interface SandboxRequest {
  /** Default `DEFAULT_SANDBOX_MODE`. */
  readonly mode?: SandboxMode;
  readonly program: Program;
  /** The program's own folder: visible (read-only), and its `CLASSPATH`. */
  readonly programFolder: string;
  /** Default `given`. */
  readonly folderKind?: ProgramFolderKind;
  /** Paths the program must never see: the suite, the reports. */
  readonly hidden: readonly string[];
  /** Other paths to show read-only (`--visible`); none inside a hidden one. */
  readonly shown?: readonly string[];
  /**
   * Files whose content the program must not find anywhere it can see (a suite's cases): in strict
   * isolation, every copy under its visible folders is hidden too (see `findCopies`).
   */
  readonly secrets?: readonly string[];
  /**
   * A program that knows the answers (the suite's game, fuzz's reference): in strict isolation, it
   * is hidden, with the grader's own package, unless the program is shown it (see `hideReference`).
   */
  readonly reference?: Program;
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

// `/lib` and the multilib folders by name: `/library` is no system folder.
const SYSTEM = [
  "/usr/",
  "/etc/",
  "/opt/",
  "/bin/",
  "/sbin/",
  "/lib/",
  "/lib32/",
  "/lib64/",
  "/libx32/",
];

/** A path in the system's folders, which every box shows (read-only) and every user may read. */
export function isSystemPath(entry: string): boolean {
  return SYSTEM.some((prefix) => entry.startsWith(prefix));
}

/**
 * Settles how a program will be boxed on this machine: strict needs bubblewrap and user
 * namespaces, and falls back to basic (saying so); limits on memory and processes need a cgroup.
 */
export function planProgramSandbox(request: SandboxRequest): PlannedSandbox {
  const requested = request.mode ?? DEFAULT_SANDBOX_MODE;
  // Without a sandbox nothing is probed: no bwrap run, no cgroup created.
  const isolation: Isolation = requested === "none" ? {} : detectIsolation();
  const mode = settleMode(requested, isolation);
  const strict = mode === "strict";
  const visible = [
    ...findVisible(request, holdingFolder(request)),
    ...checkShown(request.shown ?? [], request.hidden),
  ];
  const plan: SandboxPlan = {
    mode,
    visible,
    hidden: strict ? hideAnswers(request, visible) : closeAnswers(request, visible, isolation),
    files: request.files,
    env: buildProgramEnvironment(request.hostEnv, request.env ?? [], request.programFolder),
    limits: { ...DEFAULT_LIMITS, ...request.limits },
    allowNetwork: request.allowNetwork ?? false,
    ...(mode !== "none" && isolation.cgroup !== undefined ? { cgroup: isolation.cgroup } : {}),
    ...(strict ? { bwrap: isolation.bwrap } : {}),
    ...(mode !== "none" && isolation.identity !== undefined
      ? { identity: isolation.identity }
      : {}),
  };
  const unreadable = plan.identity === undefined ? undefined : describeUnreadableFiles(visible);
  const mounts = strict ? describeManyMounts(plan) : undefined;
  const warnings = [describeWeakness(requested, plan, isolation), unreadable, mounts].filter(
    isText,
  );
  return { plan, warning: warnings.length === 0 ? undefined : warnings.join("; ") };
}

/** The mode a request gets on this machine: strict falls back to basic where bwrap cannot box. */
export function settleMode(requested: SandboxMode, isolation: Isolation): SandboxMode {
  if (requested === "none") return "none";
  return requested === "strict" && isolation.bwrapProblem === undefined ? "strict" : "basic";
}

function isText(text: string | undefined): text is string {
  return text !== undefined;
}

/** The hidden paths and, found by content, every copy of a case or of a program that knows them. */
function hideAnswers(request: SandboxRequest, visible: readonly string[]): string[] {
  const within = holdingFolder(request);
  // A reference named by a system path (`/usr/bin/python3 ref.py`) names the folder every program
  // runs from too: a folder in the system is hidden only when it is a package of its own.
  const referenceFolders = (
    request.reference === undefined ? [] : findNamed(request.reference)
  ).filter((folder) => !isSystemPath(`${folder}/`) || isPackage(path.join(folder, "package.json")));
  const reference = hideReference(referenceFolders, visible);
  const hidden = [...request.hidden, ...reference.hidden];
  const secrets = [...(request.secrets ?? []), ...reference.secrets];
  const own = [
    ...findNamed(request.program, within),
    ...withPackages([request.program.file], within),
  ];
  return [...hidden, ...findCopies(visible, secrets, hidden, undefined, isOwnCode(own, reference))];
}

/**
 * Basic mode: the hidden paths, and as root the repository histories around them and around the
 * program's folders, all closed to its box user while runs go on (see `closeToOthers`). Run by a
 * plain user, the program is that user: closing changes nothing for it.
 */
function closeAnswers(
  request: SandboxRequest,
  visible: readonly string[],
  isolation: Isolation,
): readonly string[] {
  if (isolation.identity === undefined) return request.hidden;
  return [...request.hidden, ...findHistories([...request.hidden, ...visible])];
}

function describeWeakness(
  requested: SandboxMode,
  plan: SandboxPlan,
  isolation: Isolation,
): string | undefined {
  if (plan.mode === "none") return undefined;
  const open: string[] = [];
  if (plan.mode === "basic") {
    const why = requested === "strict" ? ` (${isolation.bwrapProblem})` : "";
    const reads =
      plan.identity === undefined
        ? "the program can read your files"
        : "the program, a user of its own, can read what any user may";
    open.push(`isolation: basic${why}: ${reads}, use the network and fill the disk`);
  }
  if (isolation.identityProblem !== undefined) open.push(isolation.identityProblem);
  // As root a box is a user of its own, whose processes an rlimit counts (see `BoxLimits`).
  if (plan.cgroup === undefined && plan.identity !== undefined && plan.mode === "strict")
    open.push("no writable cgroup: memory limits are not enforced");
  else if (plan.cgroup === undefined)
    open.push(`no writable cgroup: memory and process limits are not enforced${untimed(plan)}`);
  return open.length === 0 ? undefined : open.join("; ");
}

/**
 * As your user with no box and no cgroup, CPU time is the program's process tree's: a process that
 * leaves it (forked twice, its parent gone) is no longer seen (as root, its box user's still is).
 */
function untimed(plan: SandboxPlan): string {
  return plan.mode === "basic" && plan.identity === undefined
    ? ", and a process that leaves the program's process tree is not timed"
    : "";
}

/** The program's folder when it holds the whole program (a class's student folder). */
function holdingFolder(request: SandboxRequest): string | undefined {
  return request.folderKind === "whole-program" ? request.programFolder : undefined;
}

/**
 * What the program needs to see besides the system: its folder (an implied one only when nothing
 * else is named), the runtime that runs it when installed outside the system folders (a JDK in the
 * home folder), and the paths its command names (a game's package, a `-cp` folder): folders as
 * they are, files with their folder.
 */
function findVisible(request: SandboxRequest, within: string | undefined): string[] {
  const { program, programFolder } = request;
  const runtime = installRoot(program.file, within);
  const named = findNamed(program, within);
  const folder = request.folderKind === "implied" && named.length > 0 ? [] : [programFolder];
  // A link to the program (npm's `bin/goose-game`) must be there to be run, beside its target.
  const link = runtime === undefined ? [] : withPackages([program.file], within);
  return [...new Set([...folder, ...named, ...link, ...(runtime === undefined ? [] : [runtime])])];
}

/** The folders a program's arguments name (a game's package, a `-cp` folder). */
function findNamed(program: Program, within?: string): string[] {
  return withPackages(
    [...program.args.flatMap((arg) => arg.split(path.delimiter)), ...(program.files ?? [])],
    within,
  );
}

/** Folders every box has a fresh one of: a path in them is never bound from the host. */
const BOX_OWN = ["/proc", "/dev"];

/**
 * The paths that exist, and where links among them lead: folders as they are, files with their
 * package, looked for no higher than `within` for a file inside it (see `packageRoot`).
 */
function withPackages(paths: readonly string[], within?: string): string[] {
  const found = paths
    .filter((entry) => path.isAbsolute(entry) && existsSync(entry) && !isBoxOwn(entry))
    // Where a link leads too: one to `/proc/self/fd/4` is the grader's descriptor, not the box's.
    .flatMap((entry) => {
      const real = realpathSync(entry);
      return isBoxOwn(real) ? [] : [...new Set([entry, real])];
    })
    .flatMap((entry) => {
      const info = statOrUndefined(entry);
      if (info === undefined) return [];
      return [info.isDirectory() ? entry : packageRoot(entry, within)];
    });
  return [...new Set(found)];
}

function isBoxOwn(entry: string): boolean {
  return BOX_OWN.some((own) => isInside(path.resolve(entry), own));
}

/**
 * A script's package (the nearest folder above it whose `package.json` names a package), whose other
 * files it loads (`bin/goose-game.js` → `dist/`); a file outside any package: its folder. A
 * `package.json` without a name only sets the module type of its folder (our `bin/` folders).
 * A file inside a folder that holds the whole program (`within`, a class's student folder) has its
 * package there, or that folder: a student's `main.py` in a class's work folder, inside a course's
 * repository whose `package.json` names it, would otherwise show the program the whole repository
 * (a reference solution in it).
 */
function packageRoot(file: string, within?: string): string {
  const stops = within === undefined ? [] : [path.resolve(within), realPathOrSelf(within)];
  const inside = stops.some((stop) => isInside(file, stop));
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (isPackage(path.join(dir, "package.json"))) return dir;
    if (inside && stops.includes(dir)) return dir;
  }
  return SHARED_FOLDERS.includes(path.dirname(file)) ? file : path.dirname(file);
}

/**
 * Folders every user's files lie in: a program named there (`python3 /tmp/main.py`) is shown alone,
 * not everything beside it (another user's files, a walk of hundreds of thousands for copies of the
 * cases; `/tmp` shown read-only over the box's own).
 */
const SHARED_FOLDERS = ["/", "/tmp", "/var/tmp", "/dev/shm"];

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
function installRoot(file: string, within?: string): string | undefined {
  if (!path.isAbsolute(file) || !existsSync(file)) return undefined;
  const real = realpathSync(file);
  if (isSystemPath(real)) return undefined;
  const folder = path.dirname(real);
  return path.basename(folder) === "bin" ? path.dirname(folder) : packageRoot(real, within);
}
