import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { openClaimsFolder } from "./box-uid-folder.js";
import { GraderError } from "./grader-error.js";
import { isAlive, startOf } from "./is-alive.js";
import { readTextOrEmpty } from "./read-text.js";
import { statOrUndefined } from "./stat-entry.js";

/**
 * Permission changes held by root's graders together: a grader that finds an entry already changed
 * by another must not see it given back under its runs when the other ends. Each entry held has a
 * folder (named for a hash of its path) holding a file per grader and kind of change that holds it
 * (`PID.KIND`, holding when that grader started: a pid given to another process since is not its),
 * and the record of the entry: its path, inode and birth, the bits any change has touched and what
 * they were before the first, and each kind held (the bits it clears and sets).
 * The entry's mode is worked out from all of them at every step (see `settle`), so that changes of
 * different kinds, let go in any order, give back the bits as they were. The last live holder to
 * let go gives them back, and a grader's first hold gives back the changes whose graders are all
 * gone (killed by SIGKILL). Every step is taken under one lock for all the graders of the machine,
 * a folder made with `mkdir`: a step is a few system calls.
 */
export interface SharedHold {
  readonly letGo: () => void;
  /** The entry's group while held, for a change that asked for one (`group`). */
  readonly gid?: number;
}

/** The permission bits a kind of change takes away and gives; where both, it gives. */
export interface ModeChange {
  readonly clear?: number;
  readonly set?: number;
  /**
   * A group of the entry's own while held: an id no user or other entry has (see `GROUP_BASE`),
   * the same for every grader holding it so; its group given back after, as its bits are.
   */
  readonly group?: boolean;
}

/**
 * The ids given as groups of their own: past the box users' uids (60000 to 64095, see
 * `box-user.ts`), so no box user ever has one as its own group, and below 65000 (Debian's dynamic
 * ids, and `nogroup`'s 65534).
 */
const GROUP_BASE = 64_096;
const GROUP_COUNT = 904;

interface EntryRecord {
  readonly entry: string;
  readonly inode: string;
  /** The bits any change held has touched, and what they were before the first. */
  readonly touched: number;
  readonly before: number;
  readonly kinds: Readonly<Record<string, ModeChange>>;
  /** The group given while a kind asking for one is held, and the entry's group before. */
  readonly group?: { readonly gid: number; readonly before: number };
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
    const changes = change.group === true || applyChange(mode, change) !== mode;
    if (found === undefined || (known === undefined && !changes)) {
      if (listHolders(dir).length === 0) rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
    const record = known ?? { entry, inode: inodeOf(found), touched: 0, before: 0, kinds: {} };
    const touching = ((change.clear ?? 0) | (change.set ?? 0)) & ~record.touched;
    const group =
      record.group ??
      (change.group === true ? { gid: freeGroupId(root), before: found.gid } : undefined);
    writeRecord(dir, {
      ...record,
      touched: record.touched | touching,
      before: record.before | (mode & touching),
      kinds: { ...record.kinds, [kind]: change },
      ...(group === undefined ? {} : { group }),
    });
    writeFileSync(holder, ownStart());
    try {
      settle(dir);
      renewIdentity(dir);
    } catch (error) {
      // Not made (an entry root may not change, on a read-only mount): not held either, and the
      // change's own error is the one said, whatever giving back the rest meets.
      rmSync(holder, { force: true });
      try {
        settle(dir);
      } catch {
        // Left to the next grader's first hold, as a change of a grader that is gone.
      }
      throw error;
    }
    return { gid: change.group === true ? group?.gid : undefined };
  });
  if (held === undefined) return undefined;
  return {
    ...(held.gid === undefined ? {} : { gid: held.gid }),
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
  const kinds = Object.entries(record.kinds).filter(([kind]) => held.has(kind));
  const group = settleGroup(
    found,
    record,
    kinds.some(([, change]) => change.group === true),
  );
  if (held.size === 0) {
    setTouched(found, record, record.before);
    return;
  }
  const { group: _, ...rest } = record;
  writeRecord(dir, { ...rest, kinds: Object.fromEntries(kinds), ...(group ? { group } : {}) });
  let clear = 0;
  let set = 0;
  for (const [, change] of kinds) {
    clear |= change.clear ?? 0;
    set |= change.set ?? 0;
  }
  setTouched(found, record, applyChange(record.before, { clear, set }));
}

/**
 * The entry's group while a kind asking for one is held, else the group it had before (unless
 * changed by hand meanwhile); first, so that once others' bits come back, the id opens nothing.
 * Returns the group still given.
 */
function settleGroup(
  found: Stats,
  record: EntryRecord,
  grouped: boolean,
): EntryRecord["group"] | undefined {
  const { group } = record;
  if (group === undefined) return undefined;
  if (grouped) {
    if (found.gid !== group.gid) chownSync(record.entry, -1, group.gid);
    return group;
  }
  if (found.gid === group.gid) chownSync(record.entry, -1, group.before);
  return undefined;
}

/** The lowest group id no entry held now has (the caller holds the lock). */
function freeGroupId(root: string): number {
  const used = new Set(
    readdirSync(root)
      .filter((name) => /^[0-9a-f]{64}$/.test(name))
      .flatMap((name) => readRecordFile(path.join(root, name))?.group?.gid ?? []),
  );
  for (let gid = GROUP_BASE; gid < GROUP_BASE + GROUP_COUNT; gid++) {
    if (!used.has(gid)) return gid;
  }
  throw new GraderError(`every group id from ${GROUP_BASE} on is given to a folder held by a run`);
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

/**
 * The entry's identity as it is once changed: on an overlay filesystem (a container image's
 * layers) the first change of an entry of a lower layer copies it up, with a new birth time.
 */
function renewIdentity(dir: string): void {
  const record = readRecordFile(dir);
  const found = record && statOrUndefined(record.entry);
  if (record !== undefined && found !== undefined && record.inode !== inodeOf(found))
    writeRecord(dir, { ...record, inode: inodeOf(found) });
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
    const holder = path.join(dir, name);
    if (!isAlive(Number(name.slice(0, name.indexOf("."))), readTextOrEmpty(holder)))
      unlinkSync(holder);
  }
}

let start: string | undefined;

/** When this grader started (see `startOf`), read once. */
function ownStart(): string {
  start ??= startOf(process.pid);
  return start;
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
      throw new GraderError(`${lock} has been held for 10 s; remove it if no grader is running`);
    else sleep(2);
  }
  try {
    writeFileSync(path.join(lock, "pid"), `${process.pid} ${ownStart()}`);
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Its grader (`PID START`, or `PID` as before) is gone, or it has named none for a second (killed
 * between `mkdir` and the write; the file is not there yet, or was let go meanwhile).
 */
function isStale(lock: string): boolean {
  const [named = "", start = ""] = readTextOrEmpty(path.join(lock, "pid")).split(" ");
  const pid = Number(named);
  if (named !== "" && Number.isInteger(pid) && pid > 0) return !isAlive(pid, start);
  const info = statOrUndefined(lock);
  return info !== undefined && Date.now() - info.mtimeMs > 1000;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
