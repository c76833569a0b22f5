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

/**
 * The state of one game, as everyone but this file sees it: read-only. Pieces in the forest stand on
 * the forest's cell (several may share it).
 */
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

/**
 * The same object as this file keeps it: the functions below change a game in place. A command
 * changes a game's pieces, roll or turn nearly every time; copying the game (and the session and
 * state holding it) for each one was most of what a command cost (campus-chaos's bench). Only
 * this file writes these records, and only after a command has been found valid, so an error still
 * leaves the game as it was.
 */
interface GameRecord {
  readonly board: Board;
  readonly players: number;
  readonly places: number[][];
  readonly reserves: number[][];
  readonly obstacles: number[];
  current: number;
  roll: number | undefined;
  pendingObstacle: number | undefined;
  winner: number | undefined;
  dice: number | undefined;
}

/** The one way to the writable record behind a game: every game is made by `createGame`. */
function own(game: Game): GameRecord {
  return game as GameRecord;
}

export function createGame(board: Board, players: number, dice: number | undefined): Game {
  const game: GameRecord = {
    board,
    players,
    places: Array.from({ length: players }, () => new Array<number>(PIECES_PER_PLAYER)),
    reserves: Array.from({ length: players }, () => []),
    // A copy: the board's list is where the obstacles stand at every start, and a rematch needs it.
    obstacles: board.obstacles.slice(),
    current: 0,
    roll: undefined,
    pendingObstacle: undefined,
    winner: undefined,
    dice,
  };
  resetPieces(game);
  return game;
}

/** Every piece back in its reserve, in the order 1 to 5. */
function resetPieces(game: GameRecord): void {
  for (let player = 0; player < game.players; player++) {
    const places = game.places[player] as number[];
    const reserve = game.reserves[player] as number[];
    reserve.length = 0;
    for (let piece = 1; piece <= PIECES_PER_PLAYER; piece++) {
      places[piece - 1] = IN_RESERVE;
      reserve.push(piece);
    }
  }
}

/** The same board and players from the start; the dice generator runs on (decision 3). */
export function restartGame(shown: Game): void {
  const game = own(shown);
  resetPieces(game);
  game.obstacles.length = 0;
  game.obstacles.push(...game.board.obstacles);
  game.current = 0;
  game.roll = undefined;
  game.pendingObstacle = undefined;
  game.winner = undefined;
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

export function placePiece(game: Game, { player, piece }: PieceRef, cell: number): void {
  const places = own(game).places[player];
  if (places !== undefined && piece >= 1 && piece <= places.length) places[piece - 1] = cell;
}

/** Takes the head of the current player's reserve onto their start square; its number, if any. */
export function bringPiece(shown: Game): number | undefined {
  const game = own(shown);
  const piece = game.reserves[game.current]?.shift();
  if (piece !== undefined) placePiece(game, { player: game.current, piece }, readStart(game));
  return piece;
}

/** Sends a piece off the board to the end of its owner's reserve. */
export function returnPiece(game: Game, piece: PieceRef): void {
  placePiece(game, piece, IN_RESERVE);
  own(game).reserves[piece.player]?.push(piece.piece);
}

/** The roll of this turn, and the dice generator's state after it (undefined: rolls are typed). */
export function setRoll(shown: Game, roll: number, dice: number | undefined): void {
  const game = own(shown);
  game.roll = roll;
  game.dice = dice;
}

/** Lifts the obstacle a piece landed on; it waits for `move obstacle`. */
export function liftObstacle(shown: Game, cell: number): void {
  const game = own(shown);
  const index = findCell(game.obstacles, cell);
  if (index >= 0) game.obstacles.splice(index, 1);
  game.pendingObstacle = cell;
}

/** Puts the lifted obstacle down on `cell`. */
export function dropObstacle(shown: Game, cell: number): void {
  const game = own(shown);
  game.obstacles.push(cell);
  game.pendingObstacle = undefined;
}

export function setWinner(game: Game, winner: number): void {
  own(game).winner = winner;
}

/** Hands the turn to the next player: no roll yet, nothing pending. */
export function passTurn(shown: Game): void {
  const game = own(shown);
  game.current = (game.current + 1) % game.players;
  game.roll = undefined;
  game.pendingObstacle = undefined;
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
