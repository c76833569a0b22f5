import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openClaimsFolder } from "./box-uid-folder.js";
import { isAlive, startOf } from "./is-alive.js";
import { lstatOrUndefined } from "./stat-entry.js";

/** A folder lent to a box user, as it was: which folder it is, and whose. */
export interface LentFolder {
  readonly path: string;
  readonly dev: number;
  readonly ino: number;
  readonly uid: number;
  readonly gid: number;
}

interface LentRecord {
  readonly pid: number;
  readonly start: string;
  readonly folders: readonly LentFolder[];
}

/**
 * Root's record of the folders a build's box user holds (see `lendFolders`), one file per box uid,
 * so that a grader killed by SIGKILL before it gave them back does not leave them the box user's:
 * the next run of that uid removes, as that user, what it owns at the top of `/tmp`, and a
 * teacher's checkout made there (`mktemp -d`) lent to a build went with it. Returns what forgets the
 * record once the folders are given back. Only root's graders lend.
 */
export function recordLending(uid: number, folders: readonly LentFolder[]): () => void {
  const file = recordFile(uid);
  const record: LentRecord = { pid: process.pid, start: startOf(process.pid), folders };
  writeFileSync(file, JSON.stringify(record));
  return () => rmSync(file, { force: true });
}

/**
 * The folders a dead grader lent to box user `uid` and never gave back, each still the folder it
 * was (a link put in its place is not followed), its record forgotten. Called once the uid's
 * processes are ended, before its first run in this grader (see `endBeforeFirstRun`).
 */
export function takeDeadLending(uid: number): readonly LentFolder[] {
  const file = recordFile(uid);
  const record = readRecord(file);
  if (record === undefined || isAlive(record.pid, record.start)) return [];
  rmSync(file, { force: true });
  return record.folders.filter((folder) => {
    const now = lstatOrUndefined(folder.path);
    return now?.isDirectory() === true && now.dev === folder.dev && now.ino === folder.ino;
  });
}

/** Box user `uid`'s record, in root's folder beside the box uids' claims. */
function recordFile(uid: number): string {
  return path.join(openClaimsFolder("games-grade-lent", "record lent folders"), String(uid));
}

function readRecord(file: string): LentRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LentRecord;
  } catch {
    return undefined;
  }
}
