import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The harness's own folder (`dist/` once built): a game installed beside the harness (as by `npx -p`),
 * the fixtures it ships and its version are found from here.
 */
export const HARNESS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The folder of the package that holds `from`: the nearest one up with a package.json. */
export function findPackageDir(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The folder of every game's cases the harness package ships (its build copies them there), whether
 * or not it exists: `npx @games/harness --game goose` grades them, and a basic grader closes them.
 */
export function findShippedFixturesDir(): string | undefined {
  const dir = findPackageDir(HARNESS_DIR);
  return dir === undefined ? undefined : path.join(dir, "fixtures");
}

/**
 * The harness's own version, from its package.json (read where it is installed, not bundled): the CLI
 * prints it, and a class does not reuse results kept by another version.
 */
export function readHarnessVersion(): string {
  const dir = findPackageDir(HARNESS_DIR);
  if (dir === undefined) return "unknown";
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    version?: unknown;
  };
  return typeof version === "string" ? version : "unknown";
}
