import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import { BOX_UID_BASE, boxUserArgs } from "./box-user.js";
import { END_KEYS } from "./box-user-keys.js";
import { chownTree } from "./lend-folders.js";
import { takeDeadLending } from "./lent-records.js";
import { readMountTable } from "./mount-table.js";
import { LEFT_FOR_ROOT, removeLeftEntries, SAY_LEFT, SHARED } from "./remove-left-entries.js";
import type { BoxIdentity } from "./sandbox-plan.js";

/**
 * What a box user left, run as that user (its uid is "$1"). Its processes: `kill -9 -1` signals
 * exactly those the user may (its own), all at once (the kernel lets none fork meanwhile), but
 * itself. Its files in the folders every user may write, and its POSIX message queues, files in
 * their folder ("$2", see `findQueues`) (`find -user` follows no link; a folder it closed to itself
 * is opened first), and its System V IPC objects (`ipcrm --all` removes only what the user owns).
 * Its kernel keys (see `END_KEYS`), once no process of it is left to store more.
 */
const ENDS = {
  processes: "kill -9 -1 2> /dev/null",
  keys: END_KEYS,
  files: `find ${SHARED} "$2" -mindepth 1 -maxdepth 1 -user "$1" \\
  -exec chmod -R u+rwX -- {} + -exec rm -rf -- {} + 2> /dev/null
command -v ipcrm > /dev/null && ipcrm --all 2> /dev/null
${SAY_LEFT}`,
} as const;

export type Leftover = keyof typeof ENDS;

const ENDING_MS = 10_000;

/**
 * Basic mode as root: a run's box user goes to the next run, another student's in a class, and
 * with no box around it what a run leaves would meet that one. A daemon (a process out of the run's
 * process group and its cgroup, where there is none) could signal it, trace it or change its working
 * folder, or swap a folder under the grader giving a build's folders back; a file left in `/tmp`,
 * `/dev/shm` or a shared memory segment could pass it data, or fill the disk or the memory for every
 * run after. Ends `what` of it, as the box user, which can touch nothing else. Files only once a
 * build's folders lent to the user are given back: one may lie in `/tmp`.
 */
export async function endBoxUser(
  identity: BoxIdentity,
  uid: number,
  what: readonly Leftover[],
): Promise<void> {
  // Never root's: `kill -1` as root would end every process of the machine.
  if (!(uid >= BOX_UID_BASE)) throw new Error(`not a box user: ${uid}`);
  const script = [...what.map((part) => ENDS[part]), "exit 0"].join("\n");
  const args = [
    ...boxUserArgs(uid),
    "--",
    "/bin/sh",
    "-c",
    script,
    "sh",
    String(uid),
    what.includes("files") ? findQueues() : "",
  ];
  // Bounded: a `/tmp` of millions of entries must not hold the run, and so the grading, for good.
  const ender = spawn(identity.setpriv, args, {
    stdio: "ignore",
    cwd: "/",
    timeout: ENDING_MS,
    killSignal: "SIGKILL",
  });
  const [code] = await once(ender, "close").catch(() => [null]);
  // What it could not remove itself: a folder of its own that another box user filled.
  if (what.includes("files") && code === LEFT_FOR_ROOT) await removeLeftEntries(uid);
}

/** The box users whose processes this grader has ended once (see `endBeforeFirstRun`). */
const endedOnce = new Set<number>();

/**
 * Before a box user's first run in this grader: a grader killed by SIGKILL never ended what its
 * basic runs left, and a process of that uid left running could signal or trace the next run of
 * it, even in a box (its processes are the same uid on the host); and its keys outlive every
 * grader. Not its files: a build's folder such a grader lent and never gave back may lie in `/tmp`
 * still owned by the box user; such folders are given back to their owners here, whole (see
 * `lent-records.ts`), before any run of the uid could remove them as its leftovers.
 */
export async function endBeforeFirstRun(identity: BoxIdentity, uid: number): Promise<void> {
  if (endedOnce.has(uid)) return;
  endedOnce.add(uid);
  await endBoxUser(identity, uid, ["processes", "keys"]);
  // Its processes gone, nothing can swap a folder under the walk.
  for (const folder of takeDeadLending(uid)) chownTree(folder.path, folder);
}

const QUEUES = "/run/games-grade-mqueue";
let queues: string | undefined;

/**
 * Where the machine's POSIX message queues can be listed: a mount of their file system, usually
 * `/dev/mqueue`. Where none is mounted (a container, a minimal VM), a queue a run made would stay,
 * for the next run of that uid (another student's) to read: root mounts them once on a folder of its
 * own in `/run` (emptied at boot), left for the graders after it.
 */
function findQueues(): string {
  queues ??= findMounted() ?? mountQueues() ?? "/dev/mqueue";
  return queues;
}

function findMounted(): string | undefined {
  return readMountTable().find(({ type }) => type === "mqueue")?.point;
}

function mountQueues(): string | undefined {
  try {
    mkdirSync(QUEUES, { mode: 0o755, recursive: true });
  } catch {
    return undefined;
  }
  const mounted = spawnSync("mount", ["-t", "mqueue", "games-grade-mqueue", QUEUES]);
  return mounted.status === 0 ? QUEUES : undefined;
}
