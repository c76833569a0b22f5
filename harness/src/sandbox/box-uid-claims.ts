import {
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { readTextOrEmpty } from "./read-text.js";

/**
 * Who claims box uids, and where: the folder of claims, its own pid and when it started (see
 * `startOf`), and how it tells a live holder.
 */
export interface Claimer {
  readonly folder: string;
  readonly pid: number;
  readonly start: string;
  readonly isAlive: (pid: number, start: string) => boolean;
}

/**
 * Claims across every grader of the machine. The claim of uid U is the folder `U` in the claims
 * folder, holding one file named for the holder's pid, which says when the holder started (empty
 * in claims made before that was written). A claimer makes its claim complete
 * aside (`.new-PID/PID`) and renames it to `U`: the kernel renames a folder onto a missing or empty
 * one, never onto one with a file in it, so of claimers racing for U exactly one wins, and no
 * claim is ever seen half made. A claim whose holder is dead (a grader killed with SIGKILL; a pid
 * the kernel has since given to a process that started at another time) is taken over: its file is
 * removed by name, `U/DEADPID`, which can remove only that dead claim, never one a racing claimer
 * put there meanwhile (its file has another name), and the claimer then renames its own onto the
 * emptied folder, as when claiming afresh.
 *
 * Returns the lowest of `count` uids from `first` on that it could claim, or `undefined` when
 * every one is held by a live grader (this one's own included).
 */
export function claimUid(claimer: Claimer, first: number, count: number): number | undefined {
  for (let uid = first; uid < first + count; uid++) {
    if (tryClaim(claimer, uid)) return uid;
  }
  return undefined;
}

function tryClaim(claimer: Claimer, uid: number): boolean {
  return claimFolder(claimer, path.join(claimer.folder, String(uid)));
}

/**
 * Claims the folder `claim` (in `claimer.folder`) as a uid is claimed: false while a live holder
 * has it. Ended by `releaseFolder`, or by the holder's death.
 */
export function claimFolder(claimer: Claimer, claim: string): boolean {
  if (renameClaim(claimer, claim)) return true;
  const holders = listEntries(claim);
  // A name that is not a pid is none of ours: the claim is left alone.
  const isDead = (name: string) =>
    /^\d+$/.test(name) && !claimer.isAlive(Number(name), readTextOrEmpty(path.join(claim, name)));
  if (!holders.every(isDead)) return false;
  for (const holder of holders) removeEntry(path.join(claim, holder));
  return renameClaim(claimer, claim);
}

/** The claim made aside, then renamed to `claim`: false when a claim is there. */
function renameClaim(claimer: Claimer, claim: string): boolean {
  const aside = asideFolder(claimer);
  try {
    mkdirSync(aside);
  } catch {
    // Left by a claim that lost its race: used again.
  }
  try {
    writeFileSync(path.join(aside, String(claimer.pid)), claimer.start);
    renameSync(aside, claim);
    return true;
  } catch {
    return false; // ENOTEMPTY or EEXIST: a claim is there
  }
}

/** Ends this claimer's claim of `uid`: its own file, by name, then the folder if left empty. */
export function releaseUid(claimer: Claimer, uid: number): void {
  releaseFolder(claimer, path.join(claimer.folder, String(uid)));
}

/** Ends this claimer's claim of the folder `claim` (see `releaseUid`). */
export function releaseFolder(claimer: Claimer, claim: string): void {
  removeEntry(path.join(claim, String(claimer.pid)));
  try {
    rmdirSync(claim);
  } catch {
    // Another grader's claim, renamed onto the emptied folder meanwhile.
  }
}

/** Removes what this claimer left aside (a claim that lost its last race). */
export function removeAside(claimer: Claimer): void {
  rmSync(asideFolder(claimer), { recursive: true, force: true });
}

/**
 * Removes what dead claimers left aside (killed between making a claim and renaming it); their
 * claims themselves are taken over as they are met.
 */
export function sweepAside(claimer: Claimer): void {
  for (const name of listEntries(claimer.folder)) {
    const pid = /^\.new-(\d+)$/.exec(name)?.[1];
    const start = pid === undefined ? "" : readTextOrEmpty(path.join(claimer.folder, name, pid));
    if (pid !== undefined && !claimer.isAlive(Number(pid), start)) {
      rmSync(path.join(claimer.folder, name), { recursive: true, force: true });
    }
  }
}

function asideFolder(claimer: Claimer): string {
  return path.join(claimer.folder, `.new-${claimer.pid}`);
}

function listEntries(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return []; // gone meanwhile: free
  }
}

function removeEntry(entry: string): void {
  try {
    unlinkSync(entry);
  } catch {
    // Removed by another claimer taking over the same dead claim.
  }
}
