import { type Claimer, claimUid, releaseUid, removeAside, sweepAside } from "./box-uid-claims.js";
import { openClaimsFolder } from "./box-uid-folder.js";
import { GraderError } from "./grader-error.js";
import { isAlive, startOf } from "./is-alive.js";
import type { BoxIdentity } from "./sandbox-plan.js";

/**
 * When the harness is root, each run is a user of its own, as isolate gives each box its own uid
 * (user and group alike; no `/etc/passwd` entry is needed), one of `BOX_UID_COUNT` from
 * `BOX_UID_BASE` on. Runs at once never share one, in this grader or in another one run as root
 * beside it (two CI jobs in one container, two classes in two terminals): each uid is claimed
 * across graders first (see `box-uid-claims.ts`), so in basic mode no run can signal another or
 * enter its working folder, and in strict mode no two boxes share a uid on the host (its process
 * count, what it leaves in a folder any user may write).
 */
export const BOX_UID_BASE = 60_000;
const BOX_UID_COUNT = 4096;

/**
 * Uids this grader has claimed and no run of it holds now. A run takes one from here, so a grader
 * claims across graders only as many uids as it runs at once, and a run pays nothing for its uid.
 * A uid held from one run to the next leaks nothing a uid claimed afresh would not (the lowest
 * free one, most often the last run's anyway): what a run leaves behind is gone first. Strict: a
 * box's processes die with its pid namespace (and its cgroup), its `/box` and `/tmp` with its mount
 * namespace, its IPC objects with its IPC namespace, and the folders a build may write are given
 * back to their owners. Basic: the run's cgroup is killed, then every process of the box user, its
 * files where any user may write (`/tmp`, `/dev/shm`) and its IPC objects (see `endBoxUser`), and
 * its working folder is removed.
 */
const idle: number[] = [];
let claimer: Claimer | undefined;
const claimed: number[] = [];

/** A box uid no other run holds, in this grader or another, until `release`. */
export function claimBoxUid(): { readonly uid: number; readonly release: () => void } {
  const uid = idle.pop() ?? claimAcrossGraders();
  let held = true;
  const release = () => {
    if (held) idle.push(uid);
    held = false;
  };
  return { uid, release };
}

function claimAcrossGraders(): number {
  claimer ??= startClaiming();
  const uid = claimUid(claimer, BOX_UID_BASE, BOX_UID_COUNT);
  if (uid === undefined) {
    const last = BOX_UID_BASE + BOX_UID_COUNT - 1;
    throw new GraderError(
      `every box user (uid ${BOX_UID_BASE} to ${last}) is held by a run of a grader; their claims are in ${claimer.folder}`,
    );
  }
  claimed.push(uid);
  return uid;
}

/** The claims folder, checked; what this grader claimed is given up at its exit. */
function startClaiming(): Claimer {
  const started = {
    folder: openClaimsFolder("games-grade-box-uids", "claim box users"),
    pid: process.pid,
    start: startOf(process.pid),
    isAlive,
  };
  sweepAside(started);
  process.once("exit", () => {
    for (const uid of claimed) releaseUid(started, uid);
    removeAside(started);
  });
  return started;
}

/**
 * `setpriv`'s options that make the process `uid` (and group `uid`) with no supplementary group but
 * `groups` (see `keepToOwnGroup`) and no inheritable capability; leaving root that way drops every
 * other capability too.
 */
export function boxUserArgs(uid: number, groups: readonly number[] = []): string[] {
  const supplementary = groups.length === 0 ? ["--clear-groups"] : ["--groups", groups.join(",")];
  return ["--reuid", String(uid), "--regid", String(uid), ...supplementary, "--inh-caps=-all"];
}

/**
 * `setpriv` and its options, before the program it runs as `uid`: in basic mode after the wrapper
 * has joined the cgroup and set the rlimits, with no new privileges (no setuid program brings root
 * back; bwrap sets that flag itself); in strict mode inside root's box, where the box user may not
 * make one of its own.
 */
export function dropToBoxUser(
  identity: BoxIdentity,
  uid: number,
  options: { readonly noNewPrivs?: boolean; readonly groups?: readonly number[] } = {},
): string[] {
  const noNewPrivs = options.noNewPrivs ? ["--no-new-privs"] : [];
  return [identity.setpriv, ...boxUserArgs(uid, options.groups), ...noNewPrivs, "--"];
}
