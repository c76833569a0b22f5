import { stepOnBoard } from "./board.js";
import { canBringPiece, type Game, IN_RESERVE, readStart } from "./game.js";
import { DIRECTIONS, type Direction } from "./grid.js";
import { checkEntry, classifyLanding } from "./path.js";

/** A move the current player could make now: from a cell, one direction per square. */
export interface LegalMove {
  readonly from: number;
  /** The piece that moves, or undefined for a new piece brought in on the start square first. */
  readonly piece: number | undefined;
  readonly directions: readonly Direction[];
}

/** What the search for legal moves carries from square to square. */
interface Search {
  readonly game: Game;
  readonly roll: number;
  readonly limit: number;
  readonly moves: LegalMove[];
  /** The squares of the path so far, its origin first, and the direction of each step. */
  readonly visited: number[];
  readonly directions: Direction[];
}

/**
 * Every legal move for the rolled number, each origin's paths in a fixed direction order. The
 * origins (decision 2) are every own piece on the board, forest included, then the start square when
 * it is empty and a piece waits in the reserve. Loops and one search object rather than callbacks
 * and iterators: `skip turn` asks this every time, and those showed in the profile of the bench's
 * first 100k commands, while the program warms up.
 */
export function listLegalMoves(game: Game, limit = Number.POSITIVE_INFINITY): readonly LegalMove[] {
  const search: Search = {
    game,
    roll: game.roll ?? 0,
    limit,
    moves: [],
    visited: [],
    directions: [],
  };
  if (search.roll === 0) return search.moves;
  const places = game.places[game.current] ?? [];
  for (let index = 0; index < places.length; index++) {
    const cell = places[index] ?? IN_RESERVE;
    if (cell !== IN_RESERVE) searchFrom(search, cell, index + 1);
  }
  if (canBringPiece(game)) searchFrom(search, readStart(game), undefined);
  return search.moves;
}

function searchFrom(search: Search, from: number, piece: number | undefined): void {
  search.visited.length = 0;
  search.visited.push(from);
  walkFrom(search, from, piece, from);
}

/** Tries every way on from `cell`, the path so far being `search.visited`. */
function walkFrom(search: Search, from: number, piece: number | undefined, cell: number): void {
  const { game, roll, moves, visited, directions } = search;
  if (moves.length >= search.limit) return;
  if (directions.length === roll) {
    if (typeof classifyLanding(game, cell) !== "string") {
      moves.push({ from, piece, directions: directions.slice() });
    }
    return;
  }
  const isLast = directions.length + 1 === roll;
  for (let index = 0; index < DIRECTIONS.length; index++) {
    const direction = DIRECTIONS[index] as Direction;
    const next = stepOnBoard(game.board, cell, direction);
    if (next === undefined) continue;
    if (checkEntry(game, next, visited, visited.length, isLast) !== undefined) continue;
    visited.push(next);
    directions.push(direction);
    walkFrom(search, from, piece, next);
    directions.pop();
    visited.pop();
  }
}

export function hasLegalMove(game: Game): boolean {
  return listLegalMoves(game, 1).length > 0;
}
