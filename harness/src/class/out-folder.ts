import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import {
  claimForThisProcess,
  isInside,
  releaseClaim,
  unmountStudentFolders,
} from "../sandbox/index.js";
import { describeWriteError, makeFolders } from "../suite/make-folders.js";
import { realPathOf } from "../suite/real-path-of.js";
import type { ClassOptions } from "./class-options.js";
import { makeKeptFolder } from "./result-cache.js";

/**
 * The class's `--out`, checked, made and held by this run (see `claimOutFolder`; given up with
 * `releaseOutFolder`), with its work folder claimed and its folder of kept results made; made
 * first, as every student's folder and kept result goes in it. Returns its absolute path.
 */
export async function prepareOutFolder(options: ClassOptions): Promise<string> {
  const out = path.resolve(options.out);
  refuseOutInside(options);
  await makeFolders(out).catch((error) => {
    throw new CliError(
      `--out ${options.out}: cannot make the folder: ${describeWriteError(error)}`,
    );
  });
  claimOutFolder(out, options.out);
  try {
    await claimWorkFolder(path.join(out, ".work"), options.out);
    // Made before any box is planned: one hidden in the system's folders (`--out` under `/opt`) is
    // covered only if it is there then, and results are kept in it while other students' runs go on.
    await makeKeptFolder(path.join(out, ".cache")).catch((error) => {
      throw new CliError(`--out ${options.out}: cannot make .cache: ${describeWriteError(error)}`);
    });
  } catch (error) {
    releaseOutFolder(out);
    throw error;
  }
  return out;
}

/**
 * `--out` in the submissions would be graded as a student by the next run (its `students`, its
 * `.work`), and in the suite would put the class's results among the cases: both refused.
 */
function refuseOutInside(options: ClassOptions): void {
  const out = realPathOf(options.out);
  for (const [what, folder] of [
    ["the submissions", options.submissions],
    ["the suite", options.suite],
  ] as const) {
    if (isInside(out, realPathOf(folder))) {
      throw new CliError(
        `--out ${options.out} is inside ${what} (${folder}): give a folder outside it`,
      );
    }
  }
}

/**
 * `--out` is one class run's at a time: two would share its students' folders, unmount each
 * other's, and keep results of runs that could not start. Held until `releaseOutFolder`, or until
 * the run dies.
 */
function claimOutFolder(out: string, given: string): void {
  if (!claimForThisProcess(path.join(out, LOCK))) {
    throw new CliError(
      `--out ${given} is being written by another class run: wait for it to end, or give another --out`,
    );
  }
}

export function releaseOutFolder(out: string): void {
  releaseClaim(path.join(out, LOCK));
}

const LOCK = ".lock";

/** In the work folder: it was made by a class run (this one, or one killed before it ended). */
const WORK_MARK = ".made-by-games-grade";

/**
 * The work folder, where each student is copied and built, removed when the class ends: one a class
 * run made is used again; a `.work` of the user's, in a folder given as `--out`, is refused, never
 * removed.
 */
async function claimWorkFolder(workRoot: string, out: string): Promise<void> {
  const mark = path.join(workRoot, WORK_MARK);
  if (existsSync(workRoot) && !existsSync(mark)) {
    throw new CliError(
      `--out ${out} holds a .work folder games-grade did not make, and a class run removes its .work when it ends: move it, or give another --out`,
    );
  }
  await mkdir(workRoot, { recursive: true });
  await writeFile(mark, "");
  await unmountStudentFolders(workRoot); // a killed class run's
}
