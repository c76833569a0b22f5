import { ERRORS } from "./messages.js";
import { PLAYER_LETTERS, renderPlayer } from "./players.js";
import {
  findSession,
  printError,
  printLines,
  type Session,
  type State,
  type StepResult,
} from "./state.js";

/** `show session [id]`: every session in creation order, or only the one asked for. */
export function applyShowSession(
  state: State,
  { id }: { readonly id: string | undefined },
): StepResult {
  if (id === undefined)
    return printLines(
      state,
      state.sessions.map((s) => renderSession(state, s)),
    );
  const session = findSession(state, id);
  if (session === undefined) return printError(state, ERRORS.noSuchSession(id));
  return printLines(state, [renderSession(state, session)]);
}

export function renderSession(state: State, session: Session): string {
  const marker = session.id === state.activeId ? "*" : "";
  const letters = renderPlayerList(session.game.players);
  const seed = session.seed === undefined ? "" : ` | Seed: ${session.seed}`;
  return `${session.id}${marker} -> Players: ${letters} | Map: ${session.mapPath}${seed}`;
}

export function applySwitchSession(state: State, { id }: { readonly id: string }): StepResult {
  const session = findSession(state, id);
  if (session === undefined) return printError(state, ERRORS.noSuchSession(id));
  if (id === state.activeId) return printError(state, ERRORS.alreadyActive(id));
  // The session's own id, not the equal text just typed: every command looks the active session up
  // by it, and the same string compares at once where an equal one is compared character by character.
  const activeId = session.id;
  return printLines({ status: state.status, sessions: state.sessions, activeId }, [id]);
}

export function applyDeleteSession(state: State, { id }: { readonly id: string }): StepResult {
  if (findSession(state, id) === undefined) return printError(state, ERRORS.noSuchSession(id));
  const sessions = state.sessions.filter((session) => session.id !== id);
  const activeId = state.activeId === id ? undefined : state.activeId;
  return printLines({ status: state.status, sessions, activeId }, [id]);
}

/** "A,B,C" for each number of players, made once: `show session` lists every session's players. */
let playerLists: readonly string[] | undefined;

function renderPlayerList(players: number): string {
  playerLists ??= Array.from({ length: PLAYER_LETTERS.length + 1 }, (_, count) =>
    Array.from({ length: count }, (_, index) => renderPlayer(index)).join(","),
  );
  return playerLists[players] ?? "";
}
