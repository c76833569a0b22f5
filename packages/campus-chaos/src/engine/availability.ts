import type { CommandName } from "./commands.js";
import { canBringPiece, type Game } from "./game.js";
import { HELP_DESCRIPTIONS } from "./messages.js";
import { findActiveGame, type State } from "./state.js";

/** In the lexicographic order `help` lists them in, sorted once. */
const COMMAND_NAMES = (Object.keys(HELP_DESCRIPTIONS) as CommandName[]).sort();

/** Whether a command can be executed now (section 3); drives both `help` and the error checks. */
export function isAvailable(state: State, name: CommandName): boolean {
  return isAvailableWith(state, findActiveGame(state), name);
}

/** `isAvailable`, given the active session's game, which the caller has already looked up. */
export function isAvailableWith(state: State, game: Game | undefined, name: CommandName): boolean {
  switch (name) {
    case "help":
    case "quit":
    case "start session":
      return true;
    case "show session":
    case "delete session":
      return state.sessions.length > 0;
    case "switch session":
      return hasOtherSession(state);
    default:
      return isGameCommandAvailable(game, name);
  }
}

/** A loop, not `some` with a callback made per call: this runs for every `switch session`. */
function hasOtherSession(state: State): boolean {
  const { sessions } = state;
  for (let index = 0; index < sessions.length; index++) {
    if (sessions[index]?.id !== state.activeId) return true;
  }
  return false;
}

function isGameCommandAvailable(game: Game | undefined, name: CommandName): boolean {
  if (game === undefined) return false;
  if (name === "show") return true;
  if (name === "rematch") return game.winner !== undefined;
  if (game.winner !== undefined) return false;
  switch (name) {
    case "roll dice":
      return game.roll === undefined;
    case "new figure":
      return canBringPiece(game);
    case "move":
    case "skip turn":
      return game.roll !== undefined && game.pendingObstacle === undefined;
    case "move obstacle":
      return game.pendingObstacle !== undefined;
    default:
      return name === "current player";
  }
}

/** The commands available now, in the lexicographic order `help` lists them in. */
export function listAvailable(state: State): readonly CommandName[] {
  const game = findActiveGame(state);
  return COMMAND_NAMES.filter((name) => isAvailableWith(state, game, name));
}
