import { createBoard } from "./board.js";
import type { Command } from "./commands.js";
import { createGame } from "./game.js";
import { createGrid, splitFileLines } from "./grid.js";
import { parseJavaInt, parseJavaLong } from "./java-number.js";
import { seedJavaRandom } from "./java-random.js";
import { ERRORS, renderTurn } from "./messages.js";
import { PLAYER_LETTERS, renderPlayer } from "./players.js";
import {
  findSession,
  type MapReader,
  printError,
  type Session,
  type State,
  type StepResult,
} from "./state.js";
import { validateBoard } from "./validate-board.js";

type StartSession = Extract<Command, { name: "start session" }>;

const SESSION_ID = /^[a-zA-Z0-9]+$/;

/**
 * `start session`: prints the map file whenever it can be read, then either the new session's id
 * and the first turn, or the one error that keeps the session from starting.
 */
export function applyStartSession(
  state: State,
  command: StartSession,
  files: MapReader,
): StepResult {
  const text = files.readMap(command.path);
  if (text === undefined) return printError(state, ERRORS.noSuchFile(command.path));
  const rows = splitFileLines(text);
  const fileLines = rows.map((line) => ({ stream: "out" as const, text: line }));
  const session = createSession(state, command, rows);
  if (typeof session === "string") {
    return { state, output: [...fileLines, { stream: "error", text: session }] };
  }
  return {
    state: { ...state, sessions: [...state.sessions, session], activeId: session.id },
    output: [
      ...fileLines,
      { stream: "out", text: session.id },
      { stream: "out", text: renderTurn(renderPlayer(0)) },
    ],
  };
}

function createSession(
  state: State,
  command: StartSession,
  rows: readonly string[],
): Session | string {
  const { id, path } = command;
  if (!SESSION_ID.test(id)) return ERRORS.sessionIdFormat(id);
  if (findSession(state, id) !== undefined) return ERRORS.sessionExists(id);
  const players = parseJavaInt(command.players);
  if (players === undefined) return ERRORS.playerCount(command.players);
  if (players < 2) return ERRORS.tooFewPlayers;
  if (players > PLAYER_LETTERS.length) return ERRORS.tooManyPlayers;
  const seed = command.seed === undefined ? undefined : parseJavaLong(command.seed);
  if (command.seed !== undefined && seed === undefined) return ERRORS.seedFormat(command.seed);
  const grid = createGrid(rows);
  const boardError = validateBoard(grid, players);
  if (boardError !== undefined) return boardError;
  const dice = seed === undefined ? undefined : seedJavaRandom(seed);
  return { id, mapPath: path, seed, game: createGame(createBoard(grid), players, dice) };
}
