import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { describeUnknownGame } from "./known-games.js";

/** A game package found on disk: where it lives and the script its `bin` runs. */
export interface GamePackage {
  readonly name: string;
  readonly dir: string;
  readonly bin: string;
}

/** `goose` means `@games/goose`; a scoped or slashed name is taken as it is. */
export function toPackageName(game: string): string {
  return game.includes("/") ? game : `@games/${game}`;
}

/**
 * Finds a game package with Node's module resolution (walking up `node_modules` folders) from each
 * of `searchFrom` in turn, and reads its `bin`.
 */
export function resolveGame(
  game: string,
  searchFrom: readonly string[],
  hint = "install and build it, or give the program with --cmd",
): GamePackage {
  const name = toPackageName(game);
  for (const dir of searchFrom) {
    const manifest = tryResolve(`${name}/package.json`, dir);
    if (manifest !== undefined) return readGamePackage(name, manifest);
  }
  throw new CliError(
    describeUnknownGame(game) ??
      `cannot find the game package ${name} (looked from ${searchFrom.join(", ")}); ${hint}`,
  );
}

function tryResolve(request: string, dir: string): string | undefined {
  try {
    return createRequire(path.join(dir, "noop.js")).resolve(request);
  } catch {
    return undefined;
  }
}

function readGamePackage(name: string, manifest: string): GamePackage {
  const dir = path.dirname(manifest);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as {
    bin?: string | Record<string, string>;
  };
  const script = typeof bin === "string" ? bin : Object.values(bin ?? {})[0];
  if (script === undefined)
    throw new CliError(`the game package ${name} (${dir}) has no bin to run`);
  return { name, dir, bin: path.resolve(dir, script) };
}
