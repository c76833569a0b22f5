import { parseCommand } from "./command.js";
import { type BannerText, MISSING_INPUTS, OUTCOME_TEXT } from "./messages.js";
import { decideOutcome } from "./outcome.js";
import { recallFrame, recallInvalidFrame } from "./remember-frames.js";
import { renderBoard } from "./render-board.js";
import { renderBannerFrame } from "./render-frame.js";
import { applyRoll } from "./rules.js";
import { shortenToken } from "./shorten-token.js";
import { createInitialState, type Edition, type GameState } from "./state.js";

export interface StepResult {
  readonly state: GameState;
  /** The frame to print: 6 lines, each ending in `\n`; empty once the game is over. */
  readonly output: string;
}

/** The game before any roll, with the board that is printed before the first input. */
export function startGame(edition: Edition = "revised"): StepResult {
  const state = createInitialState(edition);
  return { state, output: recallFrame(renderBoard(state)) };
}

/**
 * Plays one input token (one program argument). An invalid token shows a banner over the unchanged
 * board; the roll that ends the game shows the result's banner instead of a plain board; tokens
 * after the end are ignored silently. Tokens must not contain line breaks (the CLI refuses them).
 */
export function step(state: GameState, token: string): StepResult {
  if (state.status === "over") return { state, output: "" };
  const command = parseCommand(token);
  if (command.kind === "invalid") {
    return { state, output: recallInvalidFrame(renderBoard(state), shortenToken(command.token)) };
  }
  const next = applyRoll(state, command.die);
  const outcome = decideOutcome(next);
  if (outcome === undefined) return { state: next, output: recallFrame(renderBoard(next)) };
  return endGame(next, OUTCOME_TEXT[outcome]);
}

/** The inputs ran out: unless the game is already over, the "Missing inputs." banner ends it. */
export function finishGame(state: GameState): StepResult {
  if (state.status === "over") return { state, output: "" };
  return endGame(state, MISSING_INPUTS[state.edition]);
}

function endGame(state: GameState, text: BannerText): StepResult {
  const over: GameState = { ...state, status: "over" };
  return { state: over, output: renderBannerFrame(renderBoard(over), text) };
}
