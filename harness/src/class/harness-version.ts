import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { HARNESS_DIR } from "../suite/resolve-game.js";

/** The harness's version from its package.json (kept results of another version are not reused). */
export function readHarnessVersion(): string {
  for (let dir = HARNESS_DIR; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { version?: string };
      return manifest.version ?? "unknown";
    }
    if (path.dirname(dir) === dir) return "unknown";
  }
}
