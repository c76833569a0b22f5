import { type Board, createBoard } from "./board.js";
import type { Header } from "./header.js";

/** A player is known by the colour of their piece. */
export interface Player {
  readonly colour: string;
  readonly square: number;
  /** How many of their turns the player must still pass before rolling again. */
  readonly penalty: number;
}

/** A place in the playing order; the tuple type keeps indexing total without runtime checks. */
export type Seat = 0 | 1 | 2;
export type Players = readonly [Player, Player, Player];

const NEXT_SEAT = [1, 2, 0] as const;

export interface Game {
  readonly board: Board;
  readonly players: Players;
  /** Who rolls next; penalised players are already skipped, so this player's penalty is 0. */
  readonly turn: Seat;
  /** Who reached the last square; the game is over exactly when this is set. */
  readonly winner: Seat | undefined;
}

const START_SQUARE = 1;

export function createGame(header: Header): Game {
  const [first, second, third] = header.colours;
  return {
    board: createBoard(header),
    players: [createPlayer(first), createPlayer(second), createPlayer(third)],
    turn: 0,
    winner: undefined,
  };
}

export function isOver(game: Game): boolean {
  return game.winner !== undefined;
}

/** Three comparisons, not a search with a callback: `square X` and `status X` ask this every time. */
export function findSeat(game: Game, colour: string): Seat | undefined {
  const { players } = game;
  if (players[0].colour === colour) return 0;
  if (players[1].colour === colour) return 1;
  if (players[2].colour === colour) return 2;
  return undefined;
}

export function getNextSeat(seat: Seat): Seat {
  return NEXT_SEAT[seat];
}

export function replacePlayer(players: Players, seat: Seat, player: Player): Players {
  const [first, second, third] = players;
  if (seat === 0) return [player, second, third];
  if (seat === 1) return [first, player, third];
  return [first, second, player];
}

function createPlayer(colour: string): Player {
  return { colour, square: START_SQUARE, penalty: 0 };
}
