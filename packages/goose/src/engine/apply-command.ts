import type { Command } from "./commands.js";
import type { Game } from "./game.js";
import { GAME_OVER, INVALID_COMMAND, INVALID_DICE } from "./messages.js";
import { renderExit, renderNextPlayer, renderSquare, renderStatus } from "./render.js";
import { applyRoll } from "./rules.js";

/** The game after a command, and the line it writes with its "\n" ("" when it writes nothing). */
export interface CommandResult {
  readonly game: Game;
  readonly output: string;
}

export function applyCommand(game: Game, command: Command): CommandResult {
  switch (command.kind) {
    case "player":
      return { game, output: renderNextPlayer(game) };
    case "square":
      return { game, output: renderSquare(game, command.colour) };
    case "status":
      return { game, output: renderStatus(game, command.colour) };
    case "dice":
      // A valid roll after the end is refused; a bad one is reported as bad even then.
      if (game.winner !== undefined) return { game, output: GAME_OVER };
      return { game: applyRoll(game, command.total), output: "" };
    case "invalid-dice":
      return { game, output: INVALID_DICE };
    case "exit":
      return { game, output: renderExit(game) };
    case "invalid":
      return { game, output: INVALID_COMMAND };
  }
}
