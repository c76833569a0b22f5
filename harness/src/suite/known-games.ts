import { readdirSync } from "node:fs";
import { findClosestWord } from "../text/closest-word.js";
import { findShippedFixtures } from "./shipped-fixtures.js";

/** The games whose cases ship with the harness (a folder each in its `fixtures/`), by name. */
function listKnownGames(): string[] {
  const any = findShippedFixtures("");
  if (any === undefined) return [];
  return readdirSync(any, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Says that `game` is not one the harness knows, listing those it does and the likely one meant;
 * `undefined` when it is known (or is a scoped package name of someone else's, `@x/y`).
 */
export function describeUnknownGame(game: string): string | undefined {
  if (game.includes("/") && !game.startsWith("@games/")) return undefined;
  const name = game.slice(game.lastIndexOf("/") + 1);
  const known = listKnownGames();
  if (known.length === 0 || known.includes(name)) return undefined;
  const closest = findClosestWord(name, known);
  const guess = closest === undefined ? "" : `: did you mean ${closest}?`;
  return `unknown game "${game}"${guess} (the games are ${known.join(", ")})`;
}
