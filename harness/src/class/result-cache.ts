import { createHash } from "node:crypto";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GradeReport } from "../report/grade-report.js";
import { GraderError } from "../sandbox/index.js";
import { describeWriteError } from "../suite/make-folders.js";

/** A student's key: the class's (suite, options, version) and the submission's content. */
export function makeResultKey(gradedWith: string, submissionHash: string): string {
  return createHash("sha256").update(`${gradedWith}\n${submissionHash}`).digest("hex");
}

/** Where a student's kept result lies in `cacheDir`: named by a hash, whatever the name holds. */
export function findCacheFile(cacheDir: string, student: string): string {
  return path.join(
    cacheDir,
    `${createHash("sha256").update(student).digest("hex").slice(0, 20)}.json`,
  );
}

/** The kept report, when there is one for this student made under the same key (or any key). */
export async function readCachedReport(
  file: string,
  key?: string,
): Promise<GradeReport | undefined> {
  try {
    const kept = JSON.parse(await readFile(file, "utf8")) as {
      key?: unknown;
      report?: GradeReport;
    };
    return key === undefined || kept.key === key ? kept.report : undefined;
  } catch {
    return undefined; // none yet, or cut short by an interrupted write of an older version
  }
}

/** The folder of kept results, made (or a kept one made so) the teacher's alone. */
export async function makeKeptFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o700);
}

/**
 * Keeps a report; written to a temporary name then renamed, so an interruption leaves no half. The
 * folder is the teacher's alone (0700, a kept folder made so too): it is written while other
 * students' programs run, and a report holds the expected outputs of the cases it failed.
 */
export async function writeCachedReport(
  file: string,
  key: string,
  report: GradeReport,
): Promise<void> {
  const folder = path.dirname(file);
  await makeKeptFolder(folder);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify({ key, report }), { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    // The class cannot go on keeping results (a full disk): one line, not an internal error.
    throw new GraderError(`cannot keep a result in ${folder}: ${describeWriteError(error)}`);
  }
}
