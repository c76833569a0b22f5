import { createRequire } from "node:module";
import path from "node:path";
import type { AnswerInput } from "@games/cli-kit";
import { findPackageDir, HARNESS_DIR } from "../harness-package.js";

/**
 * The `answerInput` of one of this repository's games (`goose` or `@games/goose`), from
 * dist/game-answers.cjs, where the harness's build bundles each game's (scripts/build-package.mjs,
 * `--game-answers`); read the first time it is asked for, which is when a case of a game fails.
 * `undefined` for another game, or a harness built without it.
 */
export function loadGameAnswers(game: string): AnswerInput | undefined {
  if (!game.startsWith("@games/") && game.includes("/")) return undefined;
  const packageDir = findPackageDir(HARNESS_DIR);
  if (packageDir === undefined) return undefined;
  const file = path.join(packageDir, "dist", "game-answers.cjs");
  const bundle = tryRequire(file) as
    | { answers?: Readonly<Record<string, AnswerInput>> }
    | undefined;
  const name = game.slice(game.lastIndexOf("/") + 1);
  return bundle?.answers !== undefined && Object.hasOwn(bundle.answers, name)
    ? bundle.answers[name]
    : undefined;
}

function tryRequire(file: string): unknown {
  try {
    return createRequire(file)(file);
  } catch {
    return undefined;
  }
}
