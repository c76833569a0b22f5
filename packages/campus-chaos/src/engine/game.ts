import type { Board } from "./board.js";
import { findCell, holdsCell } from "./cell-lists.js";
import { PIECES_PER_PLAYER } from "./players.js";

/** Where a piece waits while it is not on the board. */
export const IN_RESERVE = -1;

/** One piece: its owner's index (0 = A) and its number (1..5). */
export interface PieceRef {
  readonly player: number;
  readonly piece: number;
}

/** The state of one game. Pieces in the forest stand on the forest's cell (several may share it). */
export interface Game {
  readonly board: Board;
  readonly players: number;
  /** `places[player][piece - 1]`: the cell the piece stands on, or IN_RESERVE. */
  readonly places: readonly (readonly number[])[];
  /** Each player's waiting pieces in the order `new figure` brings them in. */
  readonly reserves: readonly (readonly number[])[];
  readonly obstacles: readonly number[];
  readonly current: number;
  readonly roll: number | undefined;
  /** The cell an obstacle was lifted from while it waits for `move obstacle`. */
  readonly pendingObstacle: number | undefined;
  readonly winner: number | undefined;
  /** The java.util.Random state of a seeded session; undefined when rolls are typed in. */
  readonly dice: number | undefined;
}

const PIECE_NUMBERS: readonly number[] = Array.from(
  { length: PIECES_PER_PLAYER },
  (_, index) => index + 1,
);

export function createGame(board: Board, players: number, dice: number | undefined): Game {
  return {
    board,
    players,
    places: Array.from({ length: players }, () => PIECE_NUMBERS.map(() => IN_RESERVE)),
    reserves: Array.from({ length: players }, () => PIECE_NUMBERS),
    obstacles: board.obstacles,
    current: 0,
    roll: undefined,
    pendingObstacle: undefined,
    winner: undefined,
    dice,
  };
}

/** The same board and players from the start; the dice generator runs on (decision 3). */
export function restartGame(game: Game): Game {
  return createGame(game.board, game.players, game.dice);
}

/** The piece on a cell (the first one found on the forest, which may hold several). */
export function findPieceAt(game: Game, cell: number): PieceRef | undefined {
  for (let player = 0; player < game.players; player++) {
    const row = game.places[player];
    const piece = row === undefined ? -1 : findCell(row, cell);
    if (piece >= 0) return { player, piece: piece + 1 };
  }
  return undefined;
}

export function readPlace(game: Game, { player, piece }: PieceRef): number {
  return game.places[player]?.[piece - 1] ?? IN_RESERVE;
}

// Each change below writes the whole game as an object literal. An object spread, or merging an
// object of changes field by field, costs several times as much on Node 20 (measured with
// campus-chaos's bench), and the game changes with nearly every command.

export function placePiece(game: Game, { player, piece }: PieceRef, cell: number): Game {
  const places = game.places.slice();
  const row = places[player];
  if (row !== undefined) places[player] = replaceAt(row, piece - 1, cell);
  return {
    board: game.board,
    players: game.players,
    places,
    reserves: game.reserves,
    obstacles: game.obstacles,
    current: game.current,
    roll: game.roll,
    pendingObstacle: game.pendingObstacle,
    winner: game.winner,
    dice: game.dice,
  };
}

/** A copy of `row` with one item replaced (`map` with a callback costs more here). */
function replaceAt<T>(row: readonly T[], slot: number, value: T): T[] {
  const copy = row.slice();
  if (slot >= 0 && slot < copy.length) copy[slot] = value;
  return copy;
}

export function setReserve(game: Game, player: number, reserve: readonly number[]): Game {
  return {
    board: game.board,
    players: game.players,
    places: game.places,
    reserves: replaceAt(game.reserves, player, reserve),
    obstacles: game.obstacles,
    current: game.current,
    roll: game.roll,
    pendingObstacle: game.pendingObstacle,
    winner: game.winner,
    dice: game.dice,
  };
}

/** The roll of this turn, and the dice generator's state after it (undefined: rolls are typed). */
export function setRoll(game: Game, roll: number, dice: number | undefined): Game {
  return {
    board: game.board,
    players: game.players,
    places: game.places,
    reserves: game.reserves,
    obstacles: game.obstacles,
    current: game.current,
    roll,
    pendingObstacle: game.pendingObstacle,
    winner: game.winner,
    dice,
  };
}

/** The obstacles now on the board, and the one lifted while it waits to be placed, if any. */
export function setObstacles(
  game: Game,
  obstacles: readonly number[],
  pendingObstacle: number | undefined,
): Game {
  return {
    board: game.board,
    players: game.players,
    places: game.places,
    reserves: game.reserves,
    obstacles,
    current: game.current,
    roll: game.roll,
    pendingObstacle,
    winner: game.winner,
    dice: game.dice,
  };
}

export function setWinner(game: Game, winner: number): Game {
  return {
    board: game.board,
    players: game.players,
    places: game.places,
    reserves: game.reserves,
    obstacles: game.obstacles,
    current: game.current,
    roll: game.roll,
    pendingObstacle: game.pendingObstacle,
    winner,
    dice: game.dice,
  };
}

/** Hands the turn to the next player: no roll yet, nothing pending. */
export function passTurn(game: Game): Game {
  return {
    board: game.board,
    players: game.players,
    places: game.places,
    reserves: game.reserves,
    obstacles: game.obstacles,
    current: (game.current + 1) % game.players,
    roll: undefined,
    pendingObstacle: undefined,
    winner: game.winner,
    dice: game.dice,
  };
}

export function hasObstacle(game: Game, cell: number): boolean {
  return holdsCell(game.obstacles, cell);
}

/** A piece waits in the reserve and the start square is empty (pieces in the forest are on the board). */
export function canBringPiece(game: Game): boolean {
  const waiting = (game.reserves[game.current]?.length ?? 0) > 0;
  return waiting && findPieceAt(game, readStart(game)) === undefined;
}

/** The current player's start square (every playing letter has one on a valid board). */
export function readStart(game: Game): number {
  return game.board.starts[game.current] ?? -1;
}
