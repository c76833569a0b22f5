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
 * The command the wrapper execs (after the cgroup and the rlimits, as root) for `inner` to run as
 * `uid`. Strict: `inner` is the box's first process; where the box user may make a user namespace,
 * `setpriv` then the box user's own bwrap (the box a plain user gets, so nothing in it was made by
 * root), else root's bwrap with `setpriv` inside. Basic: `setpriv` with no new privileges (no
 * setuid program brings root back; bwrap sets that flag itself). `box` is bwrap's own options.
 */
export function runAsBoxUser(
  identity: BoxIdentity,
  uid: number,
  strict: boolean,
  box: readonly string[],
  inner: readonly string[],
): string[] {
  const drop = [identity.setpriv, ...boxUserArgs(uid)];
  if (!strict) return [...drop, "--no-new-privs", "--", ...inner];
  if (identity.userBwrap === undefined) return ["bwrap", ...box, "--", ...drop, "--", ...inner];
  return [...drop, "--", identity.userBwrap, ...box, "--", ...inner];
}
