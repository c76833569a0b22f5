import { advance, type Board, getSquareKind, moveBack } from "./board.js";
import { type Game, getNextSeat, type Player, replacePlayer } from "./game.js";

const GOOSE_JUMP = 9;
const FINE_PENALTY = 2;

/** Where a roll leaves the piece, and how much penalty it adds. */
export interface Landing {
  readonly square: number;
  readonly penalty: number;
}

/**
 * The player whose turn it is rolls `total` spots. The game ends if the piece reaches the last
 * square; otherwise the turn passes on, skipping penalised players at once ("as soon as possible").
 */
export function applyRoll(game: Game, total: number): Game {
  const roller = game.players[game.turn];
  const landing = findLanding(game.board, roller.square, total);
  const moved: Player = {
    ...roller,
    square: landing.square,
    penalty: roller.penalty + landing.penalty,
  };
  const players = replacePlayer(game.players, game.turn, moved);
  if (landing.square === game.board.size) return { ...game, players, winner: game.turn };
  return passTurn({ ...game, players });
}

/** The effect of a square applies once: the square a goose or cliff sends the piece to does nothing. */
export function findLanding(board: Board, from: number, total: number): Landing {
  const reached = advance(board, from, total);
  switch (getSquareKind(board, reached)) {
    case "goose":
      return { square: advance(board, reached, GOOSE_JUMP), penalty: 0 };
    case "fine":
      return { square: reached, penalty: FINE_PENALTY };
    case "cliff":
      return { square: moveBack(from, total), penalty: 0 };
    case "normal":
      return { square: reached, penalty: 0 };
  }
}

/** Gives the turn to the next player, each penalised player on the way passing one turn. */
export function passTurn(game: Game): Game {
  let players = game.players;
  let seat = getNextSeat(game.turn);
  for (let player = players[seat]; player.penalty > 0; player = players[seat]) {
    players = replacePlayer(players, seat, { ...player, penalty: player.penalty - 1 });
    seat = getNextSeat(seat);
  }
  return { ...game, players, turn: seat };
}
