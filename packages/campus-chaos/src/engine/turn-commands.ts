import type { Command } from "./commands.js";
import {
  type Game,
  passTurn,
  placePiece,
  readStart,
  restartGame,
  setReserve,
  setRoll,
} from "./game.js";
import { fail, type GameStep, succeed } from "./game-step.js";
import { parseJavaInt } from "./java-number.js";
import { rollJavaDie } from "./java-random.js";
import { hasLegalMove } from "./legal-moves.js";
import { ERRORS, renderCurrentPlayer, renderTurn } from "./messages.js";
import { PLAYER_LETTERS, renderPlayer } from "./players.js";
import { renderBoard } from "./render-board.js";

type RollDice = Extract<Command, { name: "roll dice" }>;

export function applyShow(game: Game): GameStep {
  return succeed(game, renderBoard(game));
}

export function applyCurrentPlayer(game: Game): GameStep {
  return succeed(game, [renderCurrentPlayer(renderPlayer(game.current), game.roll)]);
}

/** A seeded session draws from its generator; one without a seed takes the number typed in. */
export function applyRollDice(game: Game, { value }: RollDice): GameStep {
  if (game.dice !== undefined) {
    if (value !== undefined) return fail(ERRORS.diceSeeded);
    const roll = rollJavaDie(game.dice);
    return succeed(setRoll(game, roll.value, roll.state), [String(roll.value)]);
  }
  if (value === undefined) return fail(ERRORS.diceUnseeded);
  const roll = parseJavaInt(value);
  if (roll === undefined || roll < 1 || roll > 6) return fail(ERRORS.diceValue(value));
  return succeed(setRoll(game, roll, undefined), [String(roll)]);
}

/** Brings the head of the reserve onto the start square (availability checked the square is free). */
export function applyNewFigure(game: Game): GameStep {
  if (game.pendingObstacle !== undefined) return fail(ERRORS.obstaclePending);
  const [piece, ...rest] = game.reserves[game.current] ?? [];
  if (piece === undefined) return fail(ERRORS.notAvailable("new figure"));
  const placed = placePiece(game, { player: game.current, piece }, readStart(game));
  return succeed(setReserve(placed, game.current, rest), [`${renderPlayer(game.current)}${piece}`]);
}

export function applySkipTurn(game: Game): GameStep {
  if (hasLegalMove(game)) return fail(ERRORS.legalMoveExists);
  return handOver(game, []);
}

export function applyRematch(game: Game): GameStep {
  return succeed(restartGame(game), [renderTurn(renderPlayer(0))]);
}

/** "It's player A's turn." for each player, made once: the line follows nearly every move. */
const TURN_LINES: readonly string[] = Array.from(PLAYER_LETTERS, (_, index) =>
  renderTurn(renderPlayer(index)),
);

/** Ends the turn after `lines` and announces the next player. */
export function handOver(game: Game, lines: readonly string[]): GameStep {
  const next = passTurn(game);
  const turn = TURN_LINES[next.current] ?? renderTurn(renderPlayer(next.current));
  return succeed(next, lines.length === 0 ? [turn] : [...lines, turn]);
}
