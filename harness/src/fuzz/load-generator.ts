import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CliError } from "@games/cli-kit";
import { type GamePackage, resolveGame, toPackageName } from "../suite/resolve-game.js";
import { type InputGenerator, validateGeneratedInput } from "./generated-input.js";

export interface LoadedGame {
  readonly game: GamePackage;
  /** The game's `generateInput`, each result checked. */
  readonly generate: InputGenerator;
}

/**
 * Finds a game package from `searchFrom` and imports its main entry (`exports["."]`) for its
 * `generateInput`, which runs in the grader itself; its bin is the reference program.
 */
export async function loadGenerator(
  name: string,
  searchFrom: readonly string[],
): Promise<LoadedGame> {
  const game = resolveGame(
    name,
    searchFrom,
    `fuzz needs it installed beside the harness: its program is the reference the candidate is compared with, and its generateInput makes the inputs (npx -p @games/harness -p ${toPackageName(name)} games-grade fuzz …, or build it in this repository)`,
  );
  const entry = path.resolve(game.dir, findMainEntry(game));
  const module = (await import(pathToFileURL(entry).href).catch((error: Error) => {
    throw new CliError(`cannot import ${entry} (is ${game.name} built?): ${error.message}`);
  })) as Record<string, unknown>;
  const generateInput = module.generateInput;
  if (typeof generateInput !== "function")
    throw new CliError(`${game.name} exports no generateInput function to fuzz with`);
  return {
    game,
    generate: (options) => validateGeneratedInput(generateInput(options), game.name),
  };
}

/** The file `import("<package>")` loads: `exports["."]` (its `import`/`default` condition) or `main`. */
function findMainEntry(game: GamePackage): string {
  const manifest = JSON.parse(readFileSync(path.join(game.dir, "package.json"), "utf8")) as {
    exports?: unknown;
    main?: unknown;
  };
  const exported =
    typeof manifest.exports === "object" && manifest.exports !== null && "." in manifest.exports
      ? (manifest.exports as Record<string, unknown>)["."]
      : manifest.exports;
  const entry = pickCondition(exported) ?? manifest.main;
  if (typeof entry !== "string") throw new CliError(`${game.name} has no main entry to import`);
  return entry;
}

const CONDITIONS = ["node", "import", "default"] as const;

function pickCondition(target: unknown): string | undefined {
  if (typeof target === "string") return target;
  if (typeof target !== "object" || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const condition of CONDITIONS) {
    const picked = pickCondition(conditions[condition]);
    if (picked !== undefined) return picked;
  }
  return undefined;
}
