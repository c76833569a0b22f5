import { readFileSync } from "node:fs";
import path from "node:path";
import { HARNESS_DIR } from "../suite/resolve-game.js";
import { findPackageDir } from "../suite/shipped-fixtures.js";

/** The harness's own version, from its package.json (read where it is installed, not bundled). */
export function readVersion(): string {
  const dir = findPackageDir(HARNESS_DIR);
  if (dir === undefined) return "unknown";
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    version?: unknown;
  };
  return typeof version === "string" ? version : "unknown";
}
