import type { BoxIdentity } from "./sandbox-plan.js";

/**
 * When the harness is root, each run is a user of its own, as isolate gives each box its own uid:
 * `BOX_UID_BASE + N` for the N-th run going at once in this grader (user and group alike; no
 * `/etc/passwd` entry is needed). Runs at once never share one, so in basic mode no run can
 * signal another or enter its working folder.
 */
export const BOX_UID_BASE = 60_000;

const claimed = new Set<number>();

/** The lowest box uid no run of this grader holds, until `release`. */
export function claimBoxUid(): { readonly uid: number; readonly release: () => void } {
  let uid = BOX_UID_BASE;
  while (claimed.has(uid)) uid++;
  claimed.add(uid);
  return { uid, release: () => claimed.delete(uid) };
}

/**
 * `setpriv`'s options that make the process `uid` (and group `uid`) with no supplementary group
 * and no inheritable capability; leaving root that way drops every other capability too.
 */
export function boxUserArgs(uid: number): string[] {
  return ["--reuid", String(uid), "--regid", String(uid), "--clear-groups", "--inh-caps=-all"];
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
  options: { readonly noNewPrivs?: boolean } = {},
): string[] {
  const noNewPrivs = options.noNewPrivs ? ["--no-new-privs"] : [];
  return [identity.setpriv, ...boxUserArgs(uid), ...noNewPrivs, "--"];
}
