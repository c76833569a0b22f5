import { spawn } from "node:child_process";
import { once } from "node:events";
import { BOX_UID_BASE } from "./box-user.js";

/**
 * Root's pass over the folders every user may write, for what a box user's own pass (see
 * `endBoxUser`) could not remove: a folder of its own that another box user filled (two runs at
 * once, `--jobs 2`; mode 1777 lets them) with entries it may not delete, which that user's own pass
 * never sees (it looks at the top of each folder only: a `/tmp` of millions of entries must not be
 * walked at every run's end). Left, they were there for every later run, another student's.
 *
 * Each entry at the top still owned by the box user is moved into a folder of root's (0700), made
 * beside it (the same file system: a rename), then removed with it. Moved first, so that nothing of
 * it can be reached by path from then on, even if the other run, still going on, keeps adding to it
 * faster than `rm` empties it: such a folder stays, closed, and goes with the pass of any run that
 * ends after `STALE_MINUTES` (an ending is bounded far below that, so none is still filling it).
 *
 * Safe as root: the box user has no process left (its pass killed them), and the folders are sticky
 * (`/tmp`, `/var/tmp`, `/dev/shm`, `/run/lock` are 1777), so no other user can replace its entries
 * between `find` and `mv`; `mv` renames an entry (a link itself, not what it leads to); GNU `rm`
 * walks by descriptors and never follows a link, even one swapped in meanwhile, and stays on the
 * file system (`--one-file-system`). Elsewhere (BusyBox) `mv -t` and that option are refused, and
 * nothing is moved.
 */
/** The folders every user may write, where a box user's leftovers are looked for. */
export const SHARED = "/tmp /var/tmp /dev/shm /run/lock";
const STALE_MINUTES = 10;
const ENDED = ".games-grade-ended.";
const LEFT = `\\( -user "$1" -o -user 0 -name '${ENDED}*' -mmin +${STALE_MINUTES} \\)`;

/** The box user's exit when its pass left something for root's (see `SAY_LEFT`). */
export const LEFT_FOR_ROOT = 3;

/**
 * The end of the box user's own pass: whether anything is left for root's, which then runs; in the
 * common case, nothing left, no process more is started.
 */
export const SAY_LEFT = `find ${SHARED} -mindepth 1 -maxdepth 1 ${LEFT} -print -quit 2> /dev/null | grep -q . && exit ${LEFT_FOR_ROOT}`;

const REMOVE = `for shared in ${SHARED}; do
  ended=$(mktemp -d "$shared/${ENDED}XXXXXX" 2> /dev/null) || continue
  find "$shared" -mindepth 1 -maxdepth 1 ! -path "$ended" ${LEFT} \\
    -exec mv -t "$ended" -- {} + 2> /dev/null
  rm -rf --one-file-system -- "$ended" 2> /dev/null
done
exit 0`;

const REMOVING_MS = 10_000;

/** Removes, as root, what box user `uid`, now with no process, still owns in the shared folders. */
export async function removeLeftEntries(uid: number): Promise<void> {
  // Never root's own: the pass moves away everything its owner has at the top of `/tmp`.
  if (!(uid >= BOX_UID_BASE)) throw new Error(`not a box user: ${uid}`);
  const remover = spawn("/bin/sh", ["-c", REMOVE, "sh", String(uid)], {
    stdio: "ignore",
    cwd: "/",
    timeout: REMOVING_MS,
    killSignal: "SIGKILL",
  });
  await once(remover, "close").catch(() => {});
}
