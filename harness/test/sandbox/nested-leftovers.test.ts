import { existsSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { planShell, runShell } from "../helpers/shell-runs.js";

const isRoot = process.getuid?.() === 0;

/** Waits, in `sh`, until `path` is there. */
const awaitPath = (path: string) => `until [ -e ${path} ]; do sleep 0.02; done`;

// With `--jobs 2`, one program runs as two box users at once: what one made inside the other's
// folder was out of reach of both ends (the other's removal may not empty it; its own looks only at
// the top of `/tmp`), and every later run, another student's, could read it.
describe.runIf(isRoot)("basic mode as root: leftovers of two runs at once", () => {
  const plan = planShell("basic");

  test.each([
    ["once it is still", "sleep 0.5"],
    [
      "even while the inner run keeps writing into it",
      "timeout 0.5 sh -c 'i=0; while :; do i=$((i + 1)); : > f$i; done' || true",
    ],
  ])("a folder left inside another run's folder is gone, %s", async (_, inner) => {
    const stash = `/tmp/stash-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
    // Made open to all at once: with a chmod after it, the inner run could find it still closed (its
    // mkdir refused, the outer run left waiting until its wall limit), as a loaded machine showed.
    const outer = `mkdir -m 1777 ${stash} && ${awaitPath(`${stash}/inner/f`)}`;
    // The inner run outlives the outer one: its folder is there when the outer run's end comes.
    const nested = [
      awaitPath(stash),
      `mkdir ${stash}/inner && echo secret > ${stash}/inner/f`,
      `cd ${stash}/inner && ${inner}`,
    ].join(" && ");
    try {
      const runs = await Promise.all([runShell(plan, outer), runShell(plan, nested)]);
      expect(runs.map(({ exitCode }) => exitCode)).toEqual([0, 0]);
      expect(existsSync(stash)).toBe(false);
    } finally {
      rmSync(stash, { recursive: true, force: true });
      removeClosedAway(path.basename(stash));
    }
  });
});

/**
 * Removes `name` where root's pass closed it away (a folder it could not empty while the inner run
 * wrote into it, left for a later run's pass), so the test leaves nothing behind.
 */
function removeClosedAway(name: string): void {
  for (const entry of readdirSync("/tmp")) {
    if (!entry.startsWith(".games-grade-ended.")) continue;
    rmSync(path.join("/tmp", entry, name), { recursive: true, force: true });
    try {
      rmdirSync(path.join("/tmp", entry));
    } catch {
      // Another's, not empty: left for its pass.
    }
  }
}
