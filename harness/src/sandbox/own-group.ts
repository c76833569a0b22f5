import path from "node:path";
import { CliError } from "@games/cli-kit";
import { type HeldMode, holdMode } from "./held-modes.js";
import { isInside } from "./is-inside.js";
import { realPathOrSelf, statOrUndefined } from "./stat-entry.js";

/** A run's way into its own folders in hidden ones: its box user's groups, and the letting go. */
export interface OwnGroups {
  /** Supplementary groups for the run's box user. */
  readonly groups: readonly number[];
  /** The folders it reaches by those groups: no "others may pass" bit needed (see `openToPass`). */
  readonly folders: readonly string[];
  readonly letGo: () => void;
}

/**
 * Basic mode as root has no box to show a folder alone in. A class's work folder holds every
 * student's folder; it is hidden but cannot be closed (each student's program needs its own in it),
 * and the folders beside a run's own are closed to others (see `closeToOthers`). So the folder a
 * run needs inside a hidden one (the first folder on the way, a student's) gets a group of its own
 * while runs hold it: that group may read and pass, others nothing; and the run's box user is in
 * that group. Another student's run, in no such group, cannot enter it. The group is held as the
 * permission bits are, across root's graders (see `holdShared`): an id no user has, the same for
 * every grader's runs of that folder, given back (the folder's group, then its bits) when the last
 * run lets go, at the grader's exit, or by the next root grader after one killed by SIGKILL.
 */
export function keepToOwnGroup(hidden: readonly string[], needed: readonly string[]): OwnGroups {
  // By real path: one folder, reached through a link and not, is held once.
  const inside = needed.flatMap((entry) => firstFolderInside(hidden, entry));
  const folders = [...new Set(inside.map(realPathOrSelf))];
  const holds = folders.flatMap((folder) => {
    if (!statOrUndefined(folder)?.isDirectory()) return [];
    const hold = holdGroup(folder);
    return hold?.gid === undefined ? [] : [{ folder, gid: hold.gid, letGo: hold.letGo }];
  });
  return {
    groups: [...new Set(holds.map(({ gid }) => gid))],
    folders: holds.map(({ folder }) => folder),
    letGo: () => {
      for (const { letGo } of holds) letGo();
    },
  };
}

/** Group and others' bits: the group may read and pass, others nothing. */
function holdGroup(folder: string): HeldMode | undefined {
  try {
    return holdMode("group", folder, { clear: 0o077, set: 0o050, group: true });
  } catch (error) {
    // The holds' lock held too long is the grader's error; a folder root may not change (a
    // read-only mount) is left as it is, reached as any other folder on the way.
    if (error instanceof CliError) throw error;
    return undefined;
  }
}

/** For a path inside a hidden folder, the folder on its way just inside that one. */
function firstFolderInside(hidden: readonly string[], entry: string): string[] {
  const target = path.resolve(entry);
  return hidden.flatMap((folder) => {
    const outer = path.resolve(folder);
    if (target === outer || !isInside(target, outer)) return [];
    const [first = ""] = path.relative(outer, target).split(path.sep);
    return [path.join(outer, first)];
  });
}
