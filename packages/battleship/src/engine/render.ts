import type { Fleet } from "./fleet.js";
import { findPlayer, type Game } from "./game.js";
import {
  GAME_IS_OVER,
  GAME_NOT_OVER,
  NONEXISTENT_PLAYER,
  renderNextPlayer,
  renderScore,
  renderWinner,
} from "./messages.js";
import { findWinner } from "./rules.js";

// The answers to the commands that only look at the game, each one line without its newline.

export function renderPlayerAnswer(game: Game): string {
  return game.status === "over" ? GAME_IS_OVER : renderNextPlayer(game.players[game.next].name);
}

export function renderScoreAnswer(game: Game, name: string): string {
  const player = findPlayer(game, name);
  return player === undefined ? NONEXISTENT_PLAYER : renderScore(player.name, player.score);
}

export function renderFleetAnswer(game: Game, name: string): string {
  const player = findPlayer(game, name);
  return player === undefined ? NONEXISTENT_PLAYER : renderFleet(player.fleet);
}

export function renderQuitAnswer(game: Game): string {
  const winner = findWinner(game);
  return winner === undefined ? GAME_NOT_OVER : renderWinner(winner.name);
}

/** The fleet's state: its arrangement with the cells of every sunk ship shown as `*`. */
export function renderFleet(fleet: Fleet): string {
  return fleet.status;
}
