import { findSeat, type Game } from "./game.js";
import {
  GAME_NOT_OVER,
  GAME_OVER,
  NONEXISTENT_PLAYER,
  renderCannotRoll,
  renderCanRoll,
  renderNextToPlay,
  renderOnSquare,
  renderWinner,
} from "./messages.js";

/** The answer to `player`: who rolls next. */
export function renderNextPlayer(game: Game): string {
  if (game.winner !== undefined) return GAME_OVER;
  return renderNextToPlay(game.players[game.turn].colour);
}

/** The answer to `square X`; it still answers after the game is over. */
export function renderSquare(game: Game, colour: string): string {
  const seat = findSeat(game, colour);
  if (seat === undefined) return NONEXISTENT_PLAYER;
  return renderOnSquare(colour, game.players[seat].square);
}

/** The answer to `status X`: an unknown colour is reported before the end of the game. */
export function renderStatus(game: Game, colour: string): string {
  const seat = findSeat(game, colour);
  if (seat === undefined) return NONEXISTENT_PLAYER;
  if (game.winner !== undefined) return GAME_OVER;
  return game.players[seat].penalty === 0 ? renderCanRoll(colour) : renderCannotRoll(colour);
}

/** The last line, written for `exit`. */
export function renderExit(game: Game): string {
  if (game.winner === undefined) return GAME_NOT_OVER;
  return renderWinner(game.players[game.winner].colour);
}
