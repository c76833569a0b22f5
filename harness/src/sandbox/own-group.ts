import { chmodSync, chownSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { claimBoxUid } from "./box-user.js";
import { holdMode } from "./held-modes.js";
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

interface Held {
  readonly gid: number;
  holders: number;
  readonly giveBack: () => void;
}

/** The folders this grader keeps to a group of their own, by real path. */
const held = new Map<string, Held>();
let givesBackOnExit = false;

/**
 * Basic mode as root has no box to show a folder alone in. A class's work folder holds every
 * student's folder; it is hidden but cannot be closed (each student's program needs its own in it),
 * and the folders beside a run's own are closed to others (see `closeToOthers`). So the folder a
 * run needs inside a hidden one (the first folder on the way, a student's) gets a group of its own
 * while runs hold it: that group may read and pass, others nothing; and the run's box user is in
 * that group. Another student's run, in no such group, cannot enter it.
 * The group's id is a box uid claimed for it, so no box user has it as its own group meanwhile.
 * The last run to let go gives the folder back its group and mode, and the id back to the pool;
 * so does the grader's exit.
 */
export function keepToOwnGroup(hidden: readonly string[], needed: readonly string[]): OwnGroups {
  // By real path: one folder, reached through a link and not, is held once.
  const inside = needed.flatMap((entry) => firstFolderInside(hidden, entry));
  const folders = [...new Set(inside.map(realPathOrSelf))];
  const holds = folders.flatMap((folder) => {
    const hold = holdGroup(folder);
    return hold === undefined ? [] : [{ folder, gid: hold.gid }];
  });
  return {
    groups: [...new Set(holds.map(({ gid }) => gid))],
    folders: holds.map(({ folder }) => folder),
    letGo: () => {
      for (const { folder } of holds) letGo(folder);
    },
  };
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

function holdGroup(folder: string): Held | undefined {
  const known = held.get(folder);
  if (known !== undefined) {
    known.holders++;
    return known;
  }
  const info = statOrUndefined(folder);
  if (!info?.isDirectory()) return undefined;
  const id = claimBoxUid();
  const restoreGroup = () => giveGroupBack(folder, info);
  let closed: (() => void) | undefined;
  try {
    chownSync(folder, -1, id.uid);
    setGroupBits(folder, 0o050);
    // Others' bits are held as every run's closing of the folders beside its own is, so that the
    // folder stays closed while another student's run holds it closed (see `closeToOthers`).
    closed = holdMode("close", folder, { clear: 0o007 });
  } catch (error) {
    // A folder root may not change (a read-only mount), or the holds' lock held too long.
    restoreGroup();
    id.release();
    if (error instanceof CliError) throw error;
    return undefined;
  }
  // The group first: once others' bits are back, the id must no longer open anything.
  const giveBack = () => {
    restoreGroup();
    try {
      closed?.();
    } finally {
      id.release();
    }
  };
  // Before the grader's claims are given up at exit (see `claimBoxUid`): no other grader's box
  // user may get the id while a folder still has it as its group.
  if (!givesBackOnExit) process.prependOnceListener("exit", giveAllBack);
  givesBackOnExit = true;
  const hold = { gid: id.uid, holders: 1, giveBack };
  held.set(folder, hold);
  return hold;
}

/** The folder's group and group bits as they were before its first hold. */
function giveGroupBack(folder: string, before: Stats): void {
  try {
    setGroupBits(folder, before.mode & 0o070);
    chownSync(folder, -1, before.gid);
  } catch {
    // Removed meanwhile (a class removes each student's folder when done).
  }
}

/** Sets a folder's bits for its group, leaving the others as they are now. */
function setGroupBits(folder: string, bits: number): void {
  const { mode } = statSync(folder);
  chmodSync(folder, (mode & 0o7707) | bits);
}

function letGo(folder: string): void {
  const known = held.get(folder);
  if (known === undefined || --known.holders > 0) return;
  held.delete(folder);
  known.giveBack();
}

/** At exit: each folder given back on its own, so that one that fails stops no other. */
function giveAllBack(): void {
  for (const { giveBack } of held.values()) {
    try {
      giveBack();
    } catch {
      // The holds' lock held too long: the next root grader gives the others' bits back.
    }
  }
  held.clear();
}
