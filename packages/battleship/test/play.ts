import { type Session, startSession, stepSession } from "../src/engine/session.js";

/** Runs input lines through the engine and returns everything it printed, as the CLI would. */
export function play(lines: readonly string[]): string {
  let session: Session = startSession();
  let output = "";
  for (const line of lines) {
    const result = stepSession(session, line);
    if (result.violation !== undefined) throw new Error(`header line ${result.violation.line}`);
    session = result.session;
    output += result.output;
  }
  return output;
}

/** The printed lines, without the final newline. */
export function playLines(lines: readonly string[]): string[] {
  const output = play(lines);
  return output === "" ? [] : output.slice(0, -1).split("\n");
}
