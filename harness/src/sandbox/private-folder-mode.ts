import { detectIsolation } from "./detect-isolation.js";
import { settleMode } from "./plan-program-sandbox.js";
import { DEFAULT_SANDBOX_MODE, type SandboxMode } from "./sandbox-plan.js";

/**
 * The mode to make a folder with that holds one program's files among others' (a class's student
 * folder in its work folder). In basic mode as root, closed to others (0700): its runs reach it
 * through a group of their own (see `keepToOwnGroup`), and no other student's program may read it,
 * not even between its copy and its first run. Otherwise open to others (0755): a strict box user
 * passes through it to show it, and a plain user's program is that user anyway.
 */
export function privateFolderMode(requested: SandboxMode | undefined): number {
  if (requested === "none") return 0o755;
  const isolation = detectIsolation();
  const basic = settleMode(requested ?? DEFAULT_SANDBOX_MODE, isolation) === "basic";
  return basic && isolation.identity !== undefined ? 0o700 : 0o755;
}
