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

/**
 * The squares the current player can move from (decision 2): every own piece on the board, forest
 * included, and the start square when it is empty and a piece waits in the reserve.
 */
function listOrigins(game: Game): readonly { from: number; piece: number | undefined }[] {
  const origins: { from: number; piece: number | undefined }[] = [];
  game.places[game.current]?.forEach((cell, index) => {
    if (cell !== IN_RESERVE) origins.push({ from: cell, piece: index + 1 });
  });
  if (canBringPiece(game)) origins.push({ from: readStart(game), piece: undefined });
  return origins;
}

/** Every legal move for the rolled number, each origin's paths in a fixed direction order. */
export function listLegalMoves(game: Game, limit = Number.POSITIVE_INFINITY): readonly LegalMove[] {
  const moves: LegalMove[] = [];
  const roll = game.roll ?? 0;
  for (const { from, piece } of listOrigins(game)) {
    const visited = [from];
    const directions: Direction[] = [];
    const search = (cell: number): void => {
      if (moves.length >= limit) return;
      if (directions.length === roll) {
        if (typeof classifyLanding(game, cell) !== "string") {
          moves.push({ from, piece, directions: [...directions] });
        }
        return;
      }
      for (const direction of DIRECTIONS) {
        const next = stepOnBoard(game.board, cell, direction);
        if (next === undefined) continue;
        const isLast = directions.length + 1 === roll;
        if (checkEntry(game, next, visited, visited.length, isLast) !== undefined) continue;
        visited.push(next);
        directions.push(direction);
        search(next);
        directions.pop();
        visited.pop();
      }
    };
    if (roll > 0) search(from);
  }
  return moves;
}

export function hasLegalMove(game: Game): boolean {
  return listLegalMoves(game, 1).length > 0;
}
