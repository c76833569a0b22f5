import type { Board } from "./board.js";
import { findCell } from "./cell-lists.js";
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
 * state holding it) for each one was a large part of what a command cost (campus-chaos's bench).
 * Only this file writes these records, and only after a command has been found valid, so an error
 * still leaves the game as it was.
 */
interface GameRecord {
  readonly board: Board;
  readonly players: number;
  readonly places: number[][];
  readonly reserves: number[][];
  readonly obstacles: number[];
  /**
   * By cell, kept with `places` and `obstacles`: the piece standing there (`player * 5 + piece - 1`,
   * or NOBODY) and whether an obstacle does. Moves ask what stands on a square for every square
   * they walk; a look-up by cell answers without searching every piece and obstacle. The forest,
   * which may hold several pieces, is searched instead.
   */
  readonly pieceAt: Int16Array;
  readonly obstacleAt: Uint8Array;
  current: number;
  roll: number | undefined;
  pendingObstacle: number | undefined;
  winner: number | undefined;
  dice: number | undefined;
}

const NOBODY = -1;

/** The one way to the writable record behind a game: every game is made by `createGame`. */
function own(game: Game): GameRecord {
  return game as GameRecord;
}

export function createGame(board: Board, players: number, dice: number | undefined): Game {
  const cells = board.width * board.height;
  const game: GameRecord = {
    board,
    players,
    places: Array.from({ length: players }, () => new Array<number>(PIECES_PER_PLAYER)),
    reserves: Array.from({ length: players }, () => []),
    obstacles: [],
    pieceAt: new Int16Array(cells),
    obstacleAt: new Uint8Array(cells),
    current: 0,
    roll: undefined,
    pendingObstacle: undefined,
    winner: undefined,
    dice,
  };
  resetBoard(game);
  return game;
}

/** Every piece back in its reserve, in the order 1 to 5, and the obstacles where the file puts them. */
function resetBoard(game: GameRecord): void {
  game.pieceAt.fill(NOBODY);
  game.obstacleAt.fill(0);
  game.obstacles.length = 0;
  for (const cell of game.board.obstacles) placeObstacle(game, cell);
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
  resetBoard(game);
  game.current = 0;
  game.roll = undefined;
  game.pendingObstacle = undefined;
  game.winner = undefined;
}

/** The piece on a cell (the first one found on the forest, which may hold several). */
export function findPieceAt(game: Game, cell: number): PieceRef | undefined {
  if (cell === game.board.forest) return searchPieceAt(game, cell);
  const code = own(game).pieceAt[cell] ?? NOBODY;
  if (code === NOBODY) return undefined;
  return { player: Math.floor(code / PIECES_PER_PLAYER), piece: (code % PIECES_PER_PLAYER) + 1 };
}

function searchPieceAt(game: Game, cell: number): PieceRef | undefined {
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

export function placePiece(shown: Game, { player, piece }: PieceRef, cell: number): void {
  const game = own(shown);
  const places = game.places[player];
  if (places === undefined || piece < 1 || piece > places.length) return;
  const from = places[piece - 1] as number;
  const code = player * PIECES_PER_PLAYER + piece - 1;
  // The piece's old square keeps whoever else stands there now (a capture moves the victim after).
  if (from !== IN_RESERVE && game.pieceAt[from] === code) game.pieceAt[from] = NOBODY;
  places[piece - 1] = cell;
  if (cell !== IN_RESERVE) game.pieceAt[cell] = code;
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
  game.obstacleAt[cell] = 0;
  game.pendingObstacle = cell;
}

/** Puts the lifted obstacle down on `cell`. */
export function dropObstacle(shown: Game, cell: number): void {
  const game = own(shown);
  placeObstacle(game, cell);
  game.pendingObstacle = undefined;
}

function placeObstacle(game: GameRecord, cell: number): void {
  game.obstacles.push(cell);
  game.obstacleAt[cell] = 1;
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
  return own(game).obstacleAt[cell] === 1;
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
