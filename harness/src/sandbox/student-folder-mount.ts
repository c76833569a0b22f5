import { execFile, type SpawnSyncReturns, spawnSync } from "node:child_process";
import { chmod, mkdir } from "node:fs/promises";
import { promisify } from "node:util";
import { killLiveRuns } from "./cgroup.js";
import { detectIsolation } from "./detect-isolation.js";
import { isInside } from "./is-inside.js";
import { readMountTable } from "./mount-table.js";
import { settleMode } from "./plan-program-sandbox.js";
import { privateFolderMode } from "./private-folder-mode.js";
import { removeTree, removeTreeSync } from "./remove-tree.js";
import { DEFAULT_LIMITS, DEFAULT_SANDBOX_MODE, type SandboxMode } from "./sandbox-plan.js";
import { realPathOrSelf } from "./stat-entry.js";

const run = promisify(execFile);

/** The source named in the mount table for a student's folder, to know ours from the machine's. */
const SOURCE = "games-grade-student";

/**
 * Makes a class's student folder (the copy of the submission, what its build makes). A strict box
 * binds it writable for the build, and the file limit bounds each file, not how many: one build
 * writing file after file would fill the disk `--out` is on, and stop the class. So as root, in
 * strict mode, the folder is a tmpfs of its own, of `submissionBytes` for the copy and four times
 * the build's file limit for what it makes; the build's writes are charged
 * to its memory group too. Returns why the folder could not be bounded, if it could not.
 */
export async function makeStudentFolder(
  folder: string,
  requested: SandboxMode | undefined,
  submissionBytes: number,
): Promise<string | undefined> {
  const mode = privateFolderMode(requested);
  await mkdir(folder, { recursive: true });
  if (!isStrictAsRoot(requested)) {
    await chmod(folder, mode); // not left to the umask
    return undefined;
  }
  const size = submissionBytes + 4 * DEFAULT_LIMITS.fileBytes;
  const options = `size=${size},mode=${mode.toString(8)},nosuid,nodev`;
  // Waited for on the main thread (a few milliseconds a student): a signal's listeners run between
  // two turns of the event loop, so none finds a mount in flight, which would finish after the
  // exit listener had unmounted the folders and leave one mounted.
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", options, SOURCE, folder], {
    encoding: "utf8",
  });
  if (mounted.status === 0) return undefined;
  await chmod(folder, mode);
  // The same words for every folder: a class says them once.
  return firstLine(mounted).replaceAll(folder, "the folder");
}

/** Removes a student's folder, its tmpfs first. */
export async function removeStudentFolder(folder: string): Promise<void> {
  await unmountStudentFolders(folder);
  await removeTree(folder);
}

/** Unmounts the student folders at or inside `root`: a grader killed before it could left them. */
export async function unmountStudentFolders(root: string): Promise<void> {
  for (const point of listOurMountsIn(root)) {
    // Lazily: a process still in it (none should be) keeps it until it ends, not the class.
    await run("umount", ["-l", point]).catch(() => undefined);
  }
}

/**
 * `unmountStudentFolders` and the removal of `root`, for an exit listener, which cannot wait: a
 * class interrupted (Ctrl-C, a cancelled CI job) ends there, and left its students' folders
 * mounted: removing `--out` failed ("Device or resource busy"), and the next run refused it. The
 * runs going on are killed first, so that nothing writes in a folder being removed. Never throws:
 * what it could not do, the next run into `--out` does.
 */
export function removeStudentFoldersSync(root: string): void {
  killLiveRuns();
  try {
    for (const point of listOurMountsIn(root)) spawnSync("umount", ["-l", point]);
    removeTreeSync(root);
  } catch {
    // Left for the next class run into the same --out, which unmounts and uses its .work.
  }
}

function isStrictAsRoot(requested: SandboxMode | undefined): boolean {
  if (process.getuid?.() !== 0 || requested === "none") return false;
  return settleMode(requested ?? DEFAULT_SANDBOX_MODE, detectIsolation()) === "strict";
}

/** Our tmpfs mount points at or inside `root`. */
function listOurMountsIn(root: string): string[] {
  // The mount table names real paths: `--out` may be reached through a link.
  const real = realPathOrSelf(root);
  return listOurMounts().filter((entry) => isInside(entry, real));
}

/** Our tmpfs mount points, from the mount table. */
function listOurMounts(): string[] {
  return readMountTable()
    .filter(({ source, type }) => source === SOURCE && type === "tmpfs")
    .map(({ point }) => point);
}

function firstLine({ stderr, error, status }: SpawnSyncReturns<string>): string {
  const text = stderr?.trim() || error?.message || `mount exited with status ${status}`;
  return text.split("\n")[0] ?? "";
}
