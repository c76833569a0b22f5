import { createGame, type Game } from "./game.js";
import { checkHeaderLine, HEADER_LINES, type HeaderViolation, toGameSetup } from "./header.js";
import { step } from "./step.js";

/** A whole run of the program: reading the header, answering commands, and done after `quit`. */
export type Session =
  | { readonly phase: "header"; readonly lines: readonly string[] }
  | { readonly phase: "playing"; readonly game: Game }
  | { readonly phase: "finished"; readonly game: Game };

export interface SessionStep {
  readonly session: Session;
  /** The text to print, newline included; empty when the line prints nothing. */
  readonly output: string;
  /** Set when a header line breaks the specification's constraints; the session is then unchanged. */
  readonly violation: HeaderViolation | undefined;
}

export function startSession(): Session {
  return { phase: "header", lines: [] };
}

/** Feeds one input line to the session: a header line, a command, or (after `quit`) nothing. */
export function stepSession(session: Session, line: string): SessionStep {
  switch (session.phase) {
    case "header":
      return readHeaderLine(session, line);
    case "playing": {
      const result = step(session.game, line);
      const phase = result.finished ? "finished" : "playing";
      return {
        session: { phase, game: result.state },
        output: result.output,
        violation: undefined,
      };
    }
    case "finished":
      return { session, output: "", violation: undefined };
  }
}

function readHeaderLine(session: Session & { phase: "header" }, line: string): SessionStep {
  const rule = checkHeaderLine(session.lines, line);
  if (rule !== undefined) {
    return { session, output: "", violation: { line: session.lines.length + 1, rule } };
  }
  const lines = [...session.lines, line];
  const next: Session =
    lines.length === HEADER_LINES
      ? { phase: "playing", game: createGame(toGameSetup(lines)) }
      : { phase: "header", lines };
  return { session: next, output: "", violation: undefined };
}
