import type { Game } from "./game.js";

/** What a game command does to the active game: new state and lines, or one error line. */
export type GameStep =
  | { readonly ok: true; readonly game: Game; readonly lines: readonly string[] }
  | { readonly ok: false; readonly error: string };

export function succeed(game: Game, lines: readonly string[]): GameStep {
  return { ok: true, game, lines };
}

export function fail(error: string): GameStep {
  return { ok: false, error };
}
