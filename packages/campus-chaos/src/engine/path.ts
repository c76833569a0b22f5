import { stepOnBoard } from "./board.js";
import type { MoveStep } from "./commands.js";
import { findPieceAt, type Game, hasObstacle, type PieceRef } from "./game.js";
import type { Direction } from "./grid.js";
import { PATH_ERRORS } from "./messages.js";

/** What happens on the last square of a legal move. */
export type Landing =
  | { readonly kind: "win" }
  | { readonly kind: "obstacle" }
  | { readonly kind: "capture"; readonly victim: PieceRef }
  | { readonly kind: "plain" };

export type PathResult =
  | { readonly ok: true; readonly cell: number; readonly landing: Landing }
  | { readonly ok: false; readonly error: string };

/**
 * Why the moving piece may not enter `cell` (undefined when it may). Obstacles and the target end a
 * move, so they may only be entered last; the forest and squares already on the path (the first
 * `visits` of `visited`) never.
 */
export function checkEntry(
  game: Game,
  cell: number,
  visited: ArrayLike<number>,
  visits: number,
  isLast: boolean,
): string | undefined {
  const terrain = game.board.terrain[cell];
  if (terrain === "forest") return PATH_ERRORS.forest;
  for (let index = 0; index < visits; index++) {
    if (visited[index] === cell) return PATH_ERRORS.revisit;
  }
  if (isLast) return undefined;
  if (hasObstacle(game, cell)) return PATH_ERRORS.obstacle;
  return terrain === "target" ? PATH_ERRORS.target : undefined;
}

// The landings that carry nothing, made once: a move is judged several times a turn.
const WIN: Landing = { kind: "win" };
const OBSTACLE: Landing = { kind: "obstacle" };
const PLAIN: Landing = { kind: "plain" };

/** What landing on `cell` means for the current player, or why the move may not end there. */
export function classifyLanding(game: Game, cell: number): Landing | string {
  const terrain = game.board.terrain[cell];
  if (terrain === "start") return PATH_ERRORS.startSquare;
  const occupant = findPieceAt(game, cell);
  if (occupant !== undefined) {
    if (occupant.player === game.current) return PATH_ERRORS.ownPiece;
    if (terrain === "zone") return PATH_ERRORS.occupiedZone;
    return { kind: "capture", victim: occupant };
  }
  if (terrain === "target") return WIN;
  return hasObstacle(game, cell) ? OBSTACLE : PLAIN;
}

/** The highest number a die shows: the longest move. */
const MOST_SQUARES = 6;

/**
 * The squares of the move being walked, reused from one move to the next: a move is as long as its
 * roll, at most six squares, and moves are a third of all commands, so a list made per move was a
 * good part of what the engine allocated. Only `walkPath` uses it, and only while it runs.
 */
const WALKED = new Int32Array(MOST_SQUARES + 1);

/**
 * Walks a move square by square from `from` (each step `distance` squares one way, or one square
 * per direction given) and judges its last square.
 */
export function walkPath(
  game: Game,
  from: number,
  steps: readonly (MoveStep | Direction)[],
): PathResult {
  // Indexed loops: `for…of` made an iterator result per step where the compiler kept it.
  let length = 0;
  for (let index = 0; index < steps.length; index++) length += readDistance(steps[index]);
  const visited = length < WALKED.length ? WALKED : new Int32Array(length + 1);
  visited[0] = from;
  let visits = 1;
  let cell = from;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as MoveStep | Direction;
    const direction = typeof step === "string" ? step : step.direction;
    const distance = readDistance(step);
    for (let square = 0; square < distance; square++) {
      const next = stepOnBoard(game.board, cell, direction);
      if (next === undefined) return { ok: false, error: PATH_ERRORS.noField };
      const error = checkEntry(game, next, visited, visits, visits === length);
      if (error !== undefined) return { ok: false, error };
      visited[visits++] = next;
      cell = next;
    }
  }
  const landing = classifyLanding(game, cell);
  return typeof landing === "string" ? { ok: false, error: landing } : { ok: true, cell, landing };
}

function readDistance(step: MoveStep | Direction | undefined): number {
  if (step === undefined) return 0;
  return typeof step === "string" ? 1 : step.distance;
}
