import { FISH_NUMBERS, type GameState } from "./state.js";

export type Outcome = "fish" | "hunters" | "tie";

/**
 * The game is decided once no fish is left on the board (the boat reaching the sea captures the
 * last ones). Two safe against two captured is a tie in the revised edition, while the original
 * text gives it to the hunters ("otherwise, fishermen/hunters win").
 */
export function decideOutcome(state: GameState): Outcome | undefined {
  let safe = 0;
  let captured = 0;
  for (const fish of FISH_NUMBERS) {
    const { kind } = state.fish[fish];
    if (kind === "swimming") return undefined;
    if (kind === "safe") safe += 1;
    else captured += 1;
  }
  if (safe > captured) return "fish";
  if (captured > safe || state.edition === "original") return "hunters";
  return "tie";
}
