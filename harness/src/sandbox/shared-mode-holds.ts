import { createHash } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { openClaimsFolder } from "./box-uid-folder.js";
import { isAlive } from "./is-alive.js";
import { statOrUndefined } from "./stat-entry.js";

/**
 * A permission change held by root's graders together: a grader that finds an entry already
 * changed by another must not see it given back under its runs when the other ends. Each change
 * has a folder (named for a hash of what and where) holding a file per grader that holds it, named
 * for its pid, and the record of the change: the entry (its path, inode and birth), the bits flipped and
 * what they were. The grader that made it writes it; the last live holder to let go gives the bits
 * back, and a grader's first hold gives back the changes whose graders are all gone (killed by
 * SIGKILL). Every step is taken under one lock for all the graders of the machine, a folder made
 * with `mkdir`: a step is a few system calls.
 */
export interface SharedHold {
  readonly letGo: () => void;
}

interface ChangeRecord {
  readonly entry: string;
  readonly inode: string;
  readonly flipped: number;
  readonly restore: number;
}

let folder: string | undefined;

/** Holds `change` of `entry`'s mode (`kind` names it); undefined when it changes nothing, held by no one. */
export function holdShared(
  kind: string,
  entry: string,
  change: (mode: number) => number,
): SharedHold | undefined {
  const root = openFolder();
  const dir = path.join(root, createHash("sha256").update(`${kind}:${entry}`).digest("hex"));
  const held = withLock(root, () => {
    mkdirSync(dir, { recursive: true });
    removeDeadHolders(dir);
    const found = statOrUndefined(entry);
    const record = found && (readRecord(dir, found) ?? recordChange(dir, entry, found, change));
    if (found === undefined || record === undefined) {
      if (listHolders(dir).length === 0) rmSync(dir, { recursive: true, force: true });
      return false;
    }
    const mode = found.mode & 0o7777;
    if (change(mode) !== mode) chmodSync(entry, change(mode));
    writeFileSync(path.join(dir, String(process.pid)), "");
    return true;
  });
  if (!held) return undefined;
  return { letGo: () => withLock(root, () => letGo(dir)) };
}

/** The claims folder, opened once: the changes of graders that are all gone are given back first. */
function openFolder(): string {
  if (folder !== undefined) return folder;
  const opened = openClaimsFolder("games-grade-held-modes", "hold permissions for basic runs");
  withLock(opened, () => {
    for (const name of readdirSync(opened).filter((entry) => /^[0-9a-f]{64}$/.test(entry))) {
      const dir = path.join(opened, name);
      removeDeadHolders(dir);
      if (listHolders(dir).length === 0) giveBack(dir);
    }
  });
  folder = opened;
  return opened;
}

function letGo(dir: string): void {
  rmSync(path.join(dir, String(process.pid)), { force: true });
  removeDeadHolders(dir);
  if (listHolders(dir).length === 0) giveBack(dir);
}

/**
 * Gives the changed bits back and forgets the change: only the bits changed, and only to the same
 * entry (it may have changed otherwise meanwhile, or been replaced by another).
 */
function giveBack(dir: string): void {
  const recorded = readRecordFile(dir);
  const found = recorded && statOrUndefined(recorded.entry);
  const record = found && readRecord(dir, found);
  if (found !== undefined && record !== undefined) {
    const now = found.mode & 0o7777;
    chmodSync(record.entry, (now & ~record.flipped) | record.restore);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Records the change `change` makes to the entry; undefined (nothing written) when it makes none. */
function recordChange(
  dir: string,
  entry: string,
  found: Stats,
  change: (mode: number) => number,
): ChangeRecord | undefined {
  const mode = found.mode & 0o7777;
  const flipped = mode ^ change(mode);
  if (flipped === 0) return undefined;
  const record = { entry, inode: inodeOf(found), flipped, restore: mode & flipped };
  writeFileSync(path.join(dir, "change"), JSON.stringify(record));
  return record;
}

/** The change recorded for the entry `found` is; undefined when none, or made to another entry. */
function readRecord(dir: string, found: Stats): ChangeRecord | undefined {
  const record = readRecordFile(dir);
  return record?.inode === inodeOf(found) ? record : undefined;
}

function readRecordFile(dir: string): ChangeRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "change"), "utf8")) as ChangeRecord;
    const valid =
      typeof record.entry === "string" &&
      typeof record.inode === "string" &&
      Number.isInteger(record.flipped) &&
      Number.isInteger(record.restore);
    return valid ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Which entry it is: an inode number is soon used again for another, its birth time is not. */
function inodeOf(found: Stats): string {
  return `${found.dev}:${found.ino}:${found.birthtimeMs}`;
}

function listHolders(dir: string): string[] {
  return readdirSync(dir).filter((name) => /^\d+$/.test(name));
}

function removeDeadHolders(dir: string): void {
  for (const pid of listHolders(dir)) {
    if (!isAlive(Number(pid))) unlinkSync(path.join(dir, pid));
  }
}

const LOCK_WAIT_MS = 10_000;

/**
 * Runs `work` holding the lock of `root`. A lock whose grader is gone is taken over (two graders
 * taking over the same dead one at the same instant could both get it: a grader killed within the
 * few system calls of a step, and two others starting then).
 */
function withLock<T>(root: string, work: () => T): T {
  const lock = path.join(root, "lock");
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline)
      throw new CliError(`${lock} has been held for 10 s; remove it if no grader is running`);
    else sleep(2);
  }
  try {
    writeFileSync(path.join(lock, "pid"), String(process.pid));
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Its grader is gone, or it has named none for a second (killed between `mkdir` and the write). */
function isStale(lock: string): boolean {
  let pid = Number.NaN;
  try {
    pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // Not written yet, or let go meanwhile.
  }
  if (Number.isInteger(pid) && pid > 0) return !isAlive(pid);
  const info = statOrUndefined(lock);
  return info !== undefined && Date.now() - info.mtimeMs > 1000;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
