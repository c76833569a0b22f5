import type { Game } from "./game.js";
import type { OutputLine } from "./state.js";

/** What a game command does to the active game: new state and lines, or one error line. */
export type GameStep =
  | { readonly ok: true; readonly game: Game; readonly output: readonly OutputLine[] }
  | { readonly ok: false; readonly error: string };

export function succeed(game: Game, output: readonly OutputLine[]): GameStep {
  return { ok: true, game, output };
}

export function fail(error: string): GameStep {
  return { ok: false, error };
}
