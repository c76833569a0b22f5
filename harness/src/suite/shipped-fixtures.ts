import { existsSync } from "node:fs";
import path from "node:path";
import { findShippedFixturesDir } from "../harness-package.js";

/**
 * The copy of a game's cases that the harness package ships (its build copies every game's fixtures),
 * so `npx @games/harness --game goose --cmd "java Main"` works with nothing else installed.
 */
export function findShippedFixtures(game: string): string | undefined {
  const fixtures = findShippedFixturesDir();
  if (fixtures === undefined) return undefined;
  const suite = path.join(fixtures, game.slice(game.lastIndexOf("/") + 1));
  return existsSync(suite) ? suite : undefined;
}
