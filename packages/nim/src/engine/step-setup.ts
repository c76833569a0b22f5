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
import { createPlayer, type NimState, type Players } from "./state.js";
import { type Reply, refuse, reply } from "./step-result.js";

/** Names are whole lines without their surrounding whitespace, so they may contain spaces. */
export function stepFirstName(line: string): Reply {
  const name = line.trim();
  return name === "" ? refuse(EMPTY_NAME) : reply({ phase: "second-name", firstName: name });
}

export function stepSecondName(firstName: string, line: string): Reply {
  const name = line.trim();
  if (name === "") return refuse(EMPTY_NAME);
  return reply({ phase: "bound", players: [createPlayer(firstName), createPlayer(name)] });
}

export function stepBound(state: NimState & { phase: "bound" }, line: string): Reply {
  const bound = parseWholeNumber(line);
  if (bound === undefined) return reply(state, NOT_A_WHOLE_NUMBER);
  if (!isValidBound(bound)) return refuse(formatBoundOutOfRange(MAX_BOUND));
  return reply({ phase: "stones", players: state.players, bound });
}

export function stepStones(state: NimState & { phase: "stones" }, line: string): Reply {
  const stones = parseWholeNumber(line);
  if (stones === undefined) return reply(state, NOT_A_WHOLE_NUMBER);
  if (!isValidStones(stones)) return refuse(formatStonesOutOfRange(MAX_STONES));
  const game = createGame(state.bound, stones);
  return reply({ phase: "turn", players: state.players, game }, AFTER_NUMBER + renderPile(stones));
}

export type { Players };
