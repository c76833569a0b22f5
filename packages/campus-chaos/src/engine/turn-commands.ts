import type { Command } from "./commands.js";
import {
  mapToLines,
  readPieceOutput,
  readRollOutput,
  readTurnLine,
  readTurnOutput,
  toOutputLine,
} from "./fixed-output.js";
import { bringPiece, type Game, passTurn, restartGame, setRoll } from "./game.js";
import type { GameStep } from "./game-step.js";
import { parseJavaInt } from "./java-number.js";
import { rollJavaDie } from "./java-random.js";
import { hasLegalMove } from "./legal-moves.js";
import { ERRORS, renderCurrentPlayer } from "./messages.js";
import { renderPlayer } from "./players.js";
import { renderBoard } from "./render-board.js";
import type { OutputLine } from "./state.js";

type RollDice = Extract<Command, { name: "roll dice" }>;

export function applyShow(game: Game): GameStep {
  return mapToLines(renderBoard(game), toOutputLine);
}

export function applyCurrentPlayer(game: Game): GameStep {
  return [toOutputLine(renderCurrentPlayer(renderPlayer(game.current), game.roll))];
}

/** A seeded session draws from its generator; one without a seed takes the number typed in. */
export function applyRollDice(game: Game, { value }: RollDice): GameStep {
  if (game.dice !== undefined) {
    if (value !== undefined) return ERRORS.diceSeeded;
    const roll = rollJavaDie(game.dice);
    setRoll(game, roll.value, roll.state);
    return readRollOutput(roll.value);
  }
  if (value === undefined) return ERRORS.diceUnseeded;
  const roll = parseJavaInt(value);
  if (roll === undefined || roll < 1 || roll > 6) return ERRORS.diceValue(value);
  setRoll(game, roll, undefined);
  return readRollOutput(roll);
}

/** Brings the head of the reserve onto the start square (availability checked the square is free). */
export function applyNewFigure(game: Game): GameStep {
  if (game.pendingObstacle !== undefined) return ERRORS.obstaclePending;
  const piece = bringPiece(game);
  if (piece === undefined) return ERRORS.notAvailable("new figure");
  return readPieceOutput(game.current, piece);
}

export function applySkipTurn(game: Game): GameStep {
  if (hasLegalMove(game)) return ERRORS.legalMoveExists;
  return handOver(game);
}

export function applyRematch(game: Game): GameStep {
  restartGame(game);
  return readTurnOutput(0);
}

/** Ends the turn and announces the next player, after `before` if there is such a line. */
export function handOver(game: Game, before?: OutputLine): readonly OutputLine[] {
  passTurn(game);
  if (before === undefined) return readTurnOutput(game.current);
  // A literal, not `concat`: that is a call into the engine's built-ins, which showed in profiles
  // of the bench for how little it does (one move in five or six hits).
  return [before, readTurnLine(game.current)];
}
