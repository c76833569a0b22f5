import type { OutputLine } from "./state.js";

/**
 * What a game command answers: the lines to print, the game having been changed in place, or one
 * error line, the game left as it was.
 */
export type GameStep =
  | { readonly ok: true; readonly output: readonly OutputLine[] }
  | { readonly ok: false; readonly error: string };

export function succeed(output: readonly OutputLine[]): GameStep {
  return { ok: true, output };
}

export function fail(error: string): GameStep {
  return { ok: false, error };
}
