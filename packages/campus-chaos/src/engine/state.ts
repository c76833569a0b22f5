import { mapToLines, toOutputLine } from "./fixed-output.js";
import type { Game } from "./game.js";

/** One independent game with the parameters it was started with. */
export interface Session {
  readonly id: string;
  /** The map path exactly as typed, for `show session`. */
  readonly mapPath: string;
  readonly seed: bigint | undefined;
  readonly game: Game;
}

/** The whole program: sessions in creation order and the active one, if any. */
export interface State {
  readonly status: "running" | "quit";
  readonly sessions: readonly Session[];
  readonly activeId: string | undefined;
}

/** One printed line; errors go to standard error (decision 12). */
export interface OutputLine {
  readonly stream: "out" | "error";
  readonly text: string;
}

export interface StepResult {
  readonly state: State;
  readonly output: readonly OutputLine[];
}

/** How the engine reads a map file without touching the file system itself. */
export interface MapReader {
  /** The file's text, or undefined when it cannot be read. */
  readonly readMap: (path: string) => string | undefined;
}

export function createState(): State {
  return { status: "running", sessions: [], activeId: undefined };
}

/** A loop, not `find`: this runs twice a command, and a callback made each time costs more. */
export function findSession(state: State, id: string | undefined): Session | undefined {
  if (id === undefined) return undefined;
  const { sessions } = state;
  for (let index = 0; index < sessions.length; index++) {
    const session = sessions[index];
    if (session?.id === id) return session;
  }
  return undefined;
}

export function findActiveGame(state: State): Game | undefined {
  return findSession(state, state.activeId)?.game;
}

export function printLines(state: State, lines: readonly string[]): StepResult {
  return { state, output: mapToLines(lines, toOutputLine) };
}

/** An error: one line on standard error, the state unchanged. */
export function printError(state: State, text: string): StepResult {
  return { state, output: [{ stream: "error", text }] };
}
