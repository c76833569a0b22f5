import { parseCommand } from "./command.js";
import type { Game } from "./game.js";
import { GAME_IS_OVER, INVALID_COMMAND, INVALID_SHOT } from "./messages.js";
import {
  renderFleetAnswer,
  renderPlayerAnswer,
  renderQuitAnswer,
  renderScoreAnswer,
} from "./render.js";
import { applyShot } from "./rules.js";

export interface StepResult {
  readonly state: Game;
  /** The text to print, newline included; empty when the command prints nothing. */
  readonly output: string;
  /** True after `quit`: the program ends and reads no further line. */
  readonly finished: boolean;
}

/** Answers one command line. Illegal commands are answered with a message; the state stays. */
export function step(state: Game, line: string): StepResult {
  const command = parseCommand(line);
  switch (command.kind) {
    case "player":
      return answer(state, renderPlayerAnswer(state));
    case "score":
      return answer(state, renderScoreAnswer(state, command.name));
    case "fleet":
      return answer(state, renderFleetAnswer(state, command.name));
    case "shoot":
      return shoot(state, command.position);
    case "quit":
      return { state, output: `${renderQuitAnswer(state)}\n`, finished: true };
    case "invalid":
      return answer(state, INVALID_COMMAND);
  }
}

function shoot(state: Game, position: number | undefined): StepResult {
  const outcome = applyShot(state, position);
  if (outcome.kind === "fired") return { state: outcome.game, output: "", finished: false };
  return answer(state, outcome.reason === "game-over" ? GAME_IS_OVER : INVALID_SHOT);
}

function answer(state: Game, line: string): StepResult {
  return { state, output: `${line}\n`, finished: false };
}
