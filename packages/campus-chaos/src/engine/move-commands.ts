import type { Command, MoveStep } from "./commands.js";
import { NO_OUTPUT, readHitLine, toOutputLine } from "./fixed-output.js";
import {
  dropObstacle,
  findPieceAt,
  type Game,
  hasObstacle,
  IN_RESERVE,
  liftObstacle,
  type PieceRef,
  placePiece,
  readPlace,
  returnPiece,
  setWinner,
} from "./game.js";
import type { GameStep } from "./game-step.js";
import { offsetCell, readDelta } from "./grid.js";
import { ERRORS, OBSTACLE_ERRORS, renderWin } from "./messages.js";
import { type Landing, walkPath } from "./path.js";
import { readPlayerCode, renderPlayer } from "./players.js";
import { handOver } from "./turn-commands.js";

type Move = Extract<Command, { name: "move" }>;
type MoveObstacle = Extract<Command, { name: "move obstacle" }>;

const CHAR_0 = 48;
const CHAR_A = 65;
const CHAR_Z = 90;

/** `move`: checks the piece, the distance and the path, then applies what the last square means. */
export function applyMove(game: Game, { figure, steps }: Move): GameStep {
  const piece = findOwnPiece(game, figure);
  if (typeof piece === "string") return piece;
  const from = readPlace(game, piece);
  let total = 0;
  for (let index = 0; index < steps.length; index++) total += (steps[index] as MoveStep).distance;
  if (total !== game.roll) return ERRORS.rollMismatch(total, game.roll ?? 0);
  const path = walkPath(game, from, steps);
  if (!path.ok) return path.error;
  placePiece(game, piece, path.cell);
  return land(game, path.cell, path.landing);
}

/** A piece id is a capital letter and a piece number from 1 to 5: `A1`, `C5`. */
function findOwnPiece(game: Game, figure: string): PieceRef | string {
  const letter = figure.charCodeAt(0);
  const number = figure.charCodeAt(1) - CHAR_0;
  const isId =
    figure.length === 2 && letter >= CHAR_A && letter <= CHAR_Z && number >= 1 && number <= 5;
  if (!isId) return ERRORS.figureFormat(figure);
  if (letter !== readPlayerCode(game.current)) return ERRORS.notYourFigure(figure);
  const piece = { player: game.current, piece: number };
  return readPlace(game, piece) === IN_RESERVE ? ERRORS.figureOffBoard(figure) : piece;
}

function land(game: Game, cell: number, landing: Landing): GameStep {
  switch (landing.kind) {
    case "win":
      setWinner(game, game.current);
      return [toOutputLine(renderWin(renderPlayer(game.current)))];
    case "obstacle":
      liftObstacle(game, cell);
      return NO_OUTPUT;
    case "capture":
      sendBack(game, landing.victim, cell);
      return handOver(game, readHitLine(game.current, landing.victim.player));
    case "plain":
      return handOver(game);
  }
}

/** A piece hit in the village goes to the forest; elsewhere to the end of its owner's reserve. */
function sendBack(game: Game, victim: PieceRef, cell: number): void {
  const forest = game.board.forest;
  if (game.board.village[cell] === true && forest !== undefined) placePiece(game, victim, forest);
  else returnPiece(game, victim);
}

/** `move obstacle`: only the final square counts; it must be an empty pathway square (decision 7). */
export function applyMoveObstacle(game: Game, { steps }: MoveObstacle): GameStep {
  const from = game.pendingObstacle ?? -1;
  let rowOffset = 0;
  let columnOffset = 0;
  // Indexed, not `for…of` and `[rowStep, columnStep] = …`: both walk an iterator where the
  // compiler does not remove it, and profiles showed this function hot for how little it does.
  for (let index = 0; index < steps.length; index++) {
    const { distance, direction } = steps[index] as MoveStep;
    const delta = readDelta(direction);
    rowOffset += delta[0] * distance;
    columnOffset += delta[1] * distance;
  }
  const cell = offsetCell(game.board, from, rowOffset, columnOffset);
  if (cell === undefined) return OBSTACLE_ERRORS.noField;
  if (game.board.terrain[cell] !== "path") return OBSTACLE_ERRORS.notPathway;
  if (hasObstacle(game, cell) || findPieceAt(game, cell) !== undefined) {
    return OBSTACLE_ERRORS.occupied;
  }
  dropObstacle(game, cell);
  return handOver(game);
}
