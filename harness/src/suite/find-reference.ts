import { CliError } from "@games/cli-kit";
import type { Program } from "../sandbox/index.js";
import { resolveProgram } from "./resolve-program.js";

/**
 * The suite's game as its own program (`suite.json`'s or `--game`'s): the program that knows the
 * answers, which a graded program must not run in its place. `undefined` when there is no game or
 * it is not installed (then nothing of it is there to hide).
 */
export function findReference(
  game: string | undefined,
  suite: string,
  gameSearchPath: readonly string[],
): Program | undefined {
  if (game === undefined) return undefined;
  try {
    const source = { invokedFrom: suite, suiteDir: suite, workingDir: undefined, env: {} };
    return resolveProgram({ ...source, game, gameSearchPath });
  } catch (error) {
    if (error instanceof CliError) return undefined;
    throw error;
  }
}
