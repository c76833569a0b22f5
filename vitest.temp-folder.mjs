import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vitest's global set-up for every package: the temporary folders of a run's tests (and of the
 * graders, browsers and package managers they start) go in one folder of its own, removed when the
 * run ends. Each test cleaning up after itself misses what a test file's worker, ended by vitest,
 * leaves: thousands of folders in the machine's /tmp after a few runs.
 */
export function setup() {
  const folder = mkdtempSync(join(tmpdir(), "games-tests-"));
  // Passed through by box users as /tmp is, when the tests run as root.
  chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
