import {
  AFTER_NUMBER,
  formatGameOver,
  formatInvalidAttempt,
  formatUpperBoundExceeded,
  NOT_A_WHOLE_NUMBER,
} from "./messages.js";
import { parseWholeNumber } from "./parse-number.js";
import { renderPile, renderStatistics } from "./render.js";
import { applyMove, checkMove, findWinner, isGameOver, recordResult } from "./rules.js";
import type { StateIn } from "./state.js";
import { type Reply, reply } from "./step-result.js";

/** A move: refused moves print an error and ask the same player again, without the pile. */
export function stepTurn(state: StateIn<"turn">, line: string): Reply {
  const take = parseWholeNumber(line);
  if (take === undefined) return reply(state, NOT_A_WHOLE_NUMBER);
  const { game, players } = state;
  switch (checkMove(game, take)) {
    case "over-bound":
      return reply(state, formatUpperBoundExceeded(game.bound));
    case "invalid-attempt":
      return reply(state, formatInvalidAttempt(game.stones));
    case "legal":
      break;
  }
  const next = applyMove(game, take);
  if (!isGameOver(next)) {
    return reply({ phase: "turn", players, game: next }, AFTER_NUMBER + renderPile(next.stones));
  }
  const winner = findWinner(next);
  return reply(
    { phase: "replay", players: recordResult(players, winner) },
    AFTER_NUMBER + formatGameOver(players[winner].name),
  );
}

/** `Y` or `y` plays again with the same players; any other answer shows the statistics. */
export function stepReplay(state: StateIn<"replay">, line: string): Reply {
  const answer = line.trim();
  if (answer === "Y" || answer === "y") return reply({ phase: "bound", players: state.players });
  return reply({ phase: "console" }, renderStatistics(state.players));
}
