import { existsSync } from "node:fs";
import path from "node:path";
import { HARNESS_DIR } from "./resolve-game.js";

/**
 * The copy of a game's cases that the harness package ships (its build copies every game's fixtures),
 * so `npx @games/harness --game goose --cmd "java Main"` works with nothing else installed.
 */
export function findShippedFixtures(game: string): string | undefined {
  const packageDir = findPackageDir(HARNESS_DIR);
  if (packageDir === undefined) return undefined;
  const suite = path.join(packageDir, "fixtures", game.slice(game.lastIndexOf("/") + 1));
  return existsSync(suite) ? suite : undefined;
}

/** The folder of the package that holds `from`: the nearest one up with a package.json. */
export function findPackageDir(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
