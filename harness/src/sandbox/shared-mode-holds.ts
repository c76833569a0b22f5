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
 * Permission changes held by root's graders together: a grader that finds an entry already changed
 * by another must not see it given back under its runs when the other ends. Each entry held has a
 * folder (named for a hash of its path) holding a file per grader and kind of change that holds it
 * (`PID.KIND`), and the record of the entry: its path, inode and birth, the bits any change has
 * touched and what they were before the first, and each kind held (the bits it clears and sets).
 * The entry's mode is worked out from all of them at every step (see `settle`), so that changes of
 * different kinds, let go in any order, give back the bits as they were. The last live holder to
 * let go gives them back, and a grader's first hold gives back the changes whose graders are all
 * gone (killed by SIGKILL). Every step is taken under one lock for all the graders of the machine,
 * a folder made with `mkdir`: a step is a few system calls.
 */
export interface SharedHold {
  readonly letGo: () => void;
}

/** The permission bits a kind of change takes away and gives; where both, it gives. */
export interface ModeChange {
  readonly clear?: number;
  readonly set?: number;
}

interface EntryRecord {
  readonly entry: string;
  readonly inode: string;
  /** The bits any change held has touched, and what they were before the first. */
  readonly touched: number;
  readonly before: number;
  readonly kinds: Readonly<Record<string, ModeChange>>;
}

let folder: string | undefined;

/** Holds `change` of `entry`'s mode (`kind` names it); undefined when it changes nothing, held by no one. */
export function holdShared(
  kind: string,
  entry: string,
  change: ModeChange,
): SharedHold | undefined {
  const root = openFolder();
  const dir = path.join(root, createHash("sha256").update(entry).digest("hex"));
  const holder = path.join(dir, `${process.pid}.${kind}`);
  const held = withLock(root, () => {
    mkdirSync(dir, { recursive: true });
    removeDeadHolders(dir);
    const found = statOrUndefined(entry);
    const known = found && readRecord(dir, found);
    const mode = (found?.mode ?? 0) & 0o7777;
    if (found === undefined || (known === undefined && applyChange(mode, change) === mode)) {
      if (listHolders(dir).length === 0) rmSync(dir, { recursive: true, force: true });
      return false;
    }
    const record = known ?? { entry, inode: inodeOf(found), touched: 0, before: 0, kinds: {} };
    const touching = ((change.clear ?? 0) | (change.set ?? 0)) & ~record.touched;
    writeRecord(dir, {
      ...record,
      touched: record.touched | touching,
      before: record.before | (mode & touching),
      kinds: { ...record.kinds, [kind]: change },
    });
    writeFileSync(holder, "");
    settle(dir);
    return true;
  });
  if (!held) return undefined;
  return {
    letGo: () =>
      withLock(root, () => {
        rmSync(holder, { force: true });
        removeDeadHolders(dir);
        settle(dir);
      }),
  };
}

/** The claims folder, opened once: the changes of graders that are all gone are given back first. */
function openFolder(): string {
  if (folder !== undefined) return folder;
  const opened = openClaimsFolder("games-grade-held-modes", "hold permissions for basic runs");
  withLock(opened, () => {
    for (const name of readdirSync(opened).filter((entry) => /^[0-9a-f]{64}$/.test(entry))) {
      const dir = path.join(opened, name);
      removeDeadHolders(dir);
      settle(dir);
    }
  });
  folder = opened;
  return opened;
}

/**
 * Sets the entry's touched bits to what the kinds still held make of the bits before (the others
 * as they are now: they may have changed meanwhile); with none held, gives them back and forgets
 * the entry. Only to the same entry: it may have been replaced by another.
 */
function settle(dir: string): void {
  const held = new Set(listHolders(dir).map((name) => name.slice(name.indexOf(".") + 1)));
  const recorded = readRecordFile(dir);
  const found = recorded && statOrUndefined(recorded.entry);
  const record = found && readRecord(dir, found);
  if (held.size === 0) rmSync(dir, { recursive: true, force: true });
  if (found === undefined || record === undefined) return;
  if (held.size === 0) {
    setTouched(found, record, record.before);
    return;
  }
  const kinds = Object.entries(record.kinds).filter(([kind]) => held.has(kind));
  writeRecord(dir, { ...record, kinds: Object.fromEntries(kinds) });
  let clear = 0;
  let set = 0;
  for (const [, change] of kinds) {
    clear |= change.clear ?? 0;
    set |= change.set ?? 0;
  }
  setTouched(found, record, applyChange(record.before, { clear, set }));
}

function setTouched(found: Stats, record: EntryRecord, bits: number): void {
  const now = found.mode & 0o7777;
  const mode = (now & ~record.touched) | (bits & record.touched);
  if (mode !== now) chmodSync(record.entry, mode);
}

/** Where two kinds held disagree on a bit, the one that gives it wins: a run must get through. */
function applyChange(mode: number, change: ModeChange): number {
  return (mode & ~(change.clear ?? 0)) | (change.set ?? 0);
}

function writeRecord(dir: string, record: EntryRecord): void {
  writeFileSync(path.join(dir, "record"), JSON.stringify(record));
}

/** The record of the entry `found` is; undefined when none, or made for another entry. */
function readRecord(dir: string, found: Stats): EntryRecord | undefined {
  const record = readRecordFile(dir);
  return record?.inode === inodeOf(found) ? record : undefined;
}

function readRecordFile(dir: string): EntryRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "record"), "utf8")) as EntryRecord;
    const valid =
      typeof record.entry === "string" &&
      typeof record.inode === "string" &&
      Number.isInteger(record.touched) &&
      Number.isInteger(record.before) &&
      typeof record.kinds === "object" &&
      record.kinds !== null;
    return valid ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Which entry it is: an inode number is soon used again for another, its birth time is not. */
function inodeOf(found: Stats): string {
  return `${found.dev}:${found.ino}:${found.birthtimeMs}`;
}

/** The holders' files, `PID.KIND`. */
function listHolders(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => /^\d+\.[a-z-]+$/.test(name));
  } catch {
    return [];
  }
}

function removeDeadHolders(dir: string): void {
  for (const name of listHolders(dir)) {
    if (!isAlive(Number(name.slice(0, name.indexOf("."))))) unlinkSync(path.join(dir, name));
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
