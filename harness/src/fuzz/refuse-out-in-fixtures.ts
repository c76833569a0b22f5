import path from "node:path";
import { CliError } from "@games/cli-kit";
import { findShippedFixturesDir } from "../harness-package.js";
import { isInside } from "../sandbox/index.js";
import { realPathOf } from "../suite/real-path-of.js";
import { resolveGame } from "../suite/resolve-game.js";

/**
 * Refuses an `--out` in the fixtures the harness ships or in the fuzzed game's own `fixtures/`: a
 * case written there is graded by every later `--game` grading, and fails it (a case in no group of
 * the suite's `suite.json`), as `--update --game` did. Compared as real paths: a link on the way may
 * lead there.
 */
export function refuseOutInFixtures(
  out: string,
  game: string,
  searchFrom: readonly string[],
): void {
  const real = realPathOf(out);
  const folder = listInstalledFixtures(game, searchFrom).find((fixtures) =>
    isInside(real, realPathOf(fixtures)),
  );
  if (folder === undefined) return;
  throw new CliError(
    `--out ${out} is inside the installed fixtures (${folder}), which every grading with --game uses: give a folder of your own`,
  );
}

function listInstalledFixtures(game: string, searchFrom: readonly string[]): string[] {
  const shipped = findShippedFixturesDir();
  // A game not found is told by fuzz itself, with how to install it.
  const own = tryResolveGameDir(game, searchFrom);
  return [shipped, own === undefined ? undefined : path.join(own, "fixtures")].filter(
    (folder) => folder !== undefined,
  );
}

function tryResolveGameDir(game: string, searchFrom: readonly string[]): string | undefined {
  try {
    return resolveGame(game, searchFrom).dir;
  } catch {
    return undefined;
  }
}
