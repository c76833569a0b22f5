import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { findExecutable } from "../suite/find-executable.js";
import { boxUserArgs, claimBoxUid } from "./box-user.js";
import { prepareCgroupV2, sweepStaleGroups } from "./cgroup.js";
import type { BoxIdentity, CgroupKind } from "./sandbox-plan.js";
import { keyringFilterBytes } from "./seccomp-filter.js";

/** What this machine lets the harness use, found once per process. */
export interface Isolation {
  /** Where `bwrap` is, when it can make a box here. */
  readonly bwrap?: string;
  /** Why `bwrap` cannot make a box here, or `undefined` when it can. */
  readonly bwrapProblem?: string;
  readonly cgroup?: CgroupKind;
  /** When the harness is root: how its programs drop to a box user of their own. */
  readonly identity?: BoxIdentity;
  /** When the harness is root and they cannot: why (they then run as root). */
  readonly identityProblem?: string;
}

const CGROUP_ROOT = "/sys/fs/cgroup";
let found: Isolation | undefined;

export function detectIsolation(): Isolation {
  if (found !== undefined) return found;
  // Looked up once on `PATH`, for both probes.
  const bwrap = process.platform === "linux" ? findProgram("bwrap") : undefined;
  found = {
    ...probeBwrap(bwrap),
    cgroup: process.platform === "linux" ? findCgroup() : undefined,
    ...(process.getuid?.() === 0 ? findIdentity(bwrap) : {}),
  };
  return found;
}

/**
 * As root: `setpriv` (util-linux) drops a run to its box user. Where the box user may make a user
 * namespace, it makes its own box (see `BoxIdentity`).
 */
function findIdentity(bwrap: string | undefined): Pick<Isolation, "identity" | "identityProblem"> {
  const setpriv = findProgram("setpriv");
  if (setpriv === undefined)
    return { identityProblem: "setpriv (util-linux) is not installed: programs run as root" };
  if (bwrap === undefined) return { identity: { setpriv } };
  // A box user of its own, claimed as a run's: another grader's run may hold the first one. With
  // none left, a run will say so (see `claimBoxUid`).
  const user = tryClaimBoxUid();
  if (user === undefined) return { identity: { setpriv } };
  const probe = spawnSync(
    setpriv,
    [
      ...boxUserArgs(user.uid),
      "--",
      bwrap,
      "--unshare-user",
      "--disable-userns",
      "--bind",
      "/",
      "/",
      "true",
    ],
    { cwd: "/", stdio: "ignore", timeout: 5000 },
  );
  user.release();
  return { identity: probe.status === 0 ? { setpriv, userBwrap: bwrap } : { setpriv } };
}

function tryClaimBoxUid(): ReturnType<typeof claimBoxUid> | undefined {
  try {
    return claimBoxUid();
  } catch {
    return undefined;
  }
}

function findProgram(name: string): string | undefined {
  try {
    return findExecutable(name, "/", process.env.PATH ?? "");
  } catch {
    return undefined;
  }
}

/**
 * Makes the smallest box the harness will make (every namespace, its seccomp filter: a kernel
 * without seccomp filters would fail every box, so it gets basic mode), and says why it failed.
 */
function probeBwrap(bwrap: string | undefined): Pick<Isolation, "bwrap" | "bwrapProblem"> {
  if (process.platform !== "linux")
    return { bwrapProblem: `no Linux namespaces on ${process.platform}` };
  if (bwrap === undefined) return { bwrapProblem: "bubblewrap (bwrap) is not installed" };
  const probe = spawnSync(
    bwrap,
    ["--unshare-all", "--die-with-parent", "--seccomp", "0", "--ro-bind", "/", "/", "true"],
    { encoding: "utf8", timeout: 5000, input: keyringFilterBytes() },
  );
  // EPIPE: bwrap failed before it read the filter; its status and message say why.
  const { error } = probe;
  if (error !== undefined && errorCode(error) !== "EPIPE") return { bwrapProblem: error.message };
  if (probe.status === 0) return { bwrap };
  const reason = probe.stderr.trim().split("\n")[0] ?? `exit code ${probe.status}`;
  return { bwrapProblem: `bwrap cannot make a box here (${reason})` };
}

function findCgroup(): CgroupKind | undefined {
  const v1 = ["memory", "pids", "cpuacct"].map((name) => path.join(CGROUP_ROOT, name));
  if (v1.every(isWritableFolder)) {
    sweepStaleGroups(v1);
    return { version: 1, root: CGROUP_ROOT };
  }
  if (!existsSync(path.join(CGROUP_ROOT, "cgroup.controllers"))) return undefined;
  const own = /^0::(.*)$/m.exec(readFileSync("/proc/self/cgroup", "utf8"))?.[1];
  if (own === undefined) return undefined;
  const parent = prepareCgroupV2(path.join(CGROUP_ROOT, own));
  if (parent === undefined) return undefined;
  sweepStaleGroups([path.dirname(parent), path.join(CGROUP_ROOT, own)]);
  return { version: 2, parent };
}

function isWritableFolder(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function errorCode(error: Error): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}
