import {
  AFTER_NUMBER,
  EMPTY_NAME,
  formatBoundOutOfRange,
  formatStonesOutOfRange,
  NOT_A_WHOLE_NUMBER,
} from "./messages.js";
import { parseWholeNumber } from "./parse-number.js";
import { renderPile } from "./render.js";
import { createGame, isValidBound, isValidStones, MAX_BOUND, MAX_STONES } from "./rules.js";
import { createPlayer, type StateIn } from "./state.js";
import { type Reply, refuse, reply } from "./step-result.js";

// A name is the whole line exactly as typed (any non-empty line, per the decisions), spaces included.
export function stepFirstName(name: string): Reply {
  return name === "" ? refuse(EMPTY_NAME) : reply({ phase: "second-name", firstName: name });
}

export function stepSecondName(firstName: string, name: string): Reply {
  if (name === "") return refuse(EMPTY_NAME);
  return reply({ phase: "bound", players: [createPlayer(firstName), createPlayer(name)] });
}

export function stepBound(state: StateIn<"bound">, line: string): Reply {
  const bound = parseWholeNumber(line);
  if (bound === undefined) return reply(state, NOT_A_WHOLE_NUMBER);
  if (!isValidBound(bound)) return refuse(formatBoundOutOfRange(MAX_BOUND));
  return reply({ phase: "stones", players: state.players, bound });
}

export function stepStones(state: StateIn<"stones">, line: string): Reply {
  const stones = parseWholeNumber(line);
  if (stones === undefined) return reply(state, NOT_A_WHOLE_NUMBER);
  if (!isValidStones(stones)) return refuse(formatStonesOutOfRange(MAX_STONES));
  const game = createGame(state.bound, stones);
  return reply({ phase: "turn", players: state.players, game }, AFTER_NUMBER + renderPile(stones));
}
