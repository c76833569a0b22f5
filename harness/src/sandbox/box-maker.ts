import path from "node:path";
import { findShippedFixturesDir } from "../harness-package.js";
import { type BoxMaker, readOnlySources } from "./bwrap-args.js";
import { isClosedToOthers } from "./close-to-others.js";
import { isInside } from "./is-inside.js";
import type { SandboxPlan } from "./sandbox-plan.js";
import { statOrUndefined } from "./stat-entry.js";

/** Whether the box user may reach every path a plan's boxes bind, by the plan's shown paths. */
const reachable = new WeakMap<readonly string[], boolean>();

/**
 * Who makes a plan's boxes. As root, the box user's own bwrap is the cheaper box, but it mounts
 * what it shows as any other user would reach it: where a folder on the way is closed to others
 * (a checkout made by `mktemp -d`, 0700), root's bwrap makes the box instead, with the box user's
 * inside. Permissions are never changed for a box: two graders at once, each taking back what it
 * changed, would close a folder under the other's runs.
 */
export function chooseBoxMaker(plan: SandboxPlan, writable: readonly string[]): BoxMaker {
  const { identity } = plan;
  if (identity === undefined) return "self";
  if (identity.userBwrap === undefined) return "root";
  let reaches = reachable.get(plan.visible);
  if (reaches === undefined) {
    const sources = readOnlySources(plan);
    reaches = sources.every(othersReach) && !sources.some(mayBeClosed);
    reachable.set(plan.visible, reaches);
  }
  return reaches && writable.every(othersReach) ? "self" : "root-nested";
}

/**
 * Whether a basic grader as root may close the path to others while this plan's runs go on: the
 * harness's installed fixtures, which it closes for its runs (see `closeToOthers`), are shown to a
 * program inside the harness's package (its own tests'), and a box user's bwrap would then find a
 * folder it binds closed under it ("Can't find source path … Permission denied").
 */
function mayBeClosed(entry: string): boolean {
  const fixtures = findShippedFixturesDir();
  return fixtures !== undefined && isInside(entry, fixtures);
}

/**
 * Every folder above `entry`, and `entry` itself when it is a folder, is open to others: they may
 * list and pass it (`o+rx`). Passing alone (`o+x`) is not enough: it is what a basic grader as root
 * gives a closed folder while its runs go on (see `openToPass`), and takes back when they end.
 */
function othersReach(entry: string): boolean {
  for (let dir = entry; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const isFolder = dir !== entry || statOrUndefined(dir)?.isDirectory() === true;
    if (isFolder && isClosedToOthers(dir)) return false;
  }
  return true;
}
