import { applyCommand } from "./apply-command.js";
import { parseCommand } from "./commands.js";
import { createGame, type Game } from "./game.js";
import { type HeaderError, parseHeader } from "./header.js";

/** A whole run of the program: reading the header, then commands, until `exit` or a bad header. */
export type Session =
  | { readonly phase: "header"; readonly lines: readonly string[] }
  | { readonly phase: "playing"; readonly game: Game }
  | { readonly phase: "exited"; readonly game: Game }
  | { readonly phase: "rejected"; readonly error: HeaderError };

/** The session after one input line, and what to write: whole lines with their "\n", or "". */
export interface StepResult {
  readonly session: Session;
  readonly output: string;
}

export function createSession(): Session {
  return { phase: "header", lines: [] };
}

export function step(session: Session, line: string): StepResult {
  switch (session.phase) {
    case "header":
      return { session: readHeaderLine(session.lines, line), output: "" };
    case "playing":
      return playLine(session, line);
    case "exited":
    case "rejected":
      // Nothing is read after `exit` or a bad header.
      return { session, output: "" };
  }
}

function readHeaderLine(received: readonly string[], line: string): Session {
  const lines = [...received, line];
  const parsed = parseHeader(lines);
  switch (parsed.kind) {
    case "incomplete":
      return { phase: "header", lines };
    case "invalid":
      return { phase: "rejected", error: parsed.error };
    case "complete":
      return { phase: "playing", game: createGame(parsed.header) };
  }
}

type Playing = Extract<Session, { phase: "playing" }>;

function playLine(session: Playing, line: string): StepResult {
  const command = parseCommand(line);
  const { game, output } = applyCommand(session.game, command);
  if (command.kind === "exit") return { session: { phase: "exited", game }, output };
  // Most commands only ask: the session stays the same object.
  return { session: game === session.game ? session : { phase: "playing", game }, output };
}
