import { isAvailableWith, listAvailable } from "./availability.js";
import type { Command } from "./commands.js";
import { mapToLines, NO_OUTPUT, readHelpLine } from "./fixed-output.js";
import type { Game } from "./game.js";
import type { GameStep } from "./game-step.js";
import { ERRORS } from "./messages.js";
import { applyMove, applyMoveObstacle } from "./move-commands.js";
import { parseCommand } from "./parse-command.js";
import { applyDeleteSession, applyShowSession, applySwitchSession } from "./session-commands.js";
import { applyStartSession } from "./start-session.js";
import {
  findActiveGame,
  type MapReader,
  printError,
  type State,
  type StepResult,
} from "./state.js";
import {
  applyCurrentPlayer,
  applyNewFigure,
  applyRematch,
  applyRollDice,
  applyShow,
  applySkipTurn,
} from "./turn-commands.js";

type GameCommand = Exclude<
  Command,
  { name: "help" | "quit" | "start session" | "show session" | "switch session" | "delete session" }
>;

/** Answers one input line: the next state and the lines to print. Errors leave the state as it was. */
export function step(state: State, line: string, files: MapReader): StepResult {
  const parsed = parseCommand(line);
  if (!parsed.ok) return printError(state, parsed.error);
  const { command } = parsed;
  // Looked up once here: availability and the game commands both need it.
  const game = findActiveGame(state);
  if (!isAvailableWith(state, game, command.name))
    return printError(state, ERRORS.notAvailable(command.name));
  switch (command.name) {
    case "help":
      return { state, output: mapToLines(listAvailable(state), readHelpLine) };
    case "quit":
      return { state: { ...state, status: "quit" }, output: NO_OUTPUT };
    case "start session":
      return applyStartSession(state, command, files);
    case "show session":
      return applyShowSession(state, command);
    case "switch session":
      return applySwitchSession(state, command);
    case "delete session":
      return applyDeleteSession(state, command);
    default:
      return applyToActiveGame(state, game, command);
  }
}

function applyToActiveGame(state: State, game: Game | undefined, command: GameCommand): StepResult {
  // Availability already required an active session; this only satisfies the type checker.
  if (game === undefined) return printError(state, ERRORS.notAvailable(command.name));
  // The game is changed in place (see game.ts), so the state holding it stays the same object.
  const result = runGameCommand(game, command);
  return typeof result === "string" ? printError(state, result) : { state, output: result };
}

function runGameCommand(game: Game, command: GameCommand): GameStep {
  switch (command.name) {
    case "show":
      return applyShow(game);
    case "current player":
      return applyCurrentPlayer(game);
    case "roll dice":
      return applyRollDice(game, command);
    case "new figure":
      return applyNewFigure(game);
    case "move":
      return applyMove(game, command);
    case "move obstacle":
      return applyMoveObstacle(game, command);
    case "skip turn":
      return applySkipTurn(game);
    case "rematch":
      return applyRematch(game);
  }
}
