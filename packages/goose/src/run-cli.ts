import {
  CliError,
  type CliIo,
  isHelpRequest,
  showTerminalHint,
  streamLines,
  writeOutput,
} from "@games/cli-kit";
import type { HeaderError } from "./engine/header.js";
import { renderHeaderError, renderUnexpectedArgument, USAGE } from "./engine/messages.js";
import { createSession, type Session, step } from "./engine/session.js";

/** The line shown on standard error when a person starts the game at a terminal. */
const TERMINAL_HINT =
  "goose-game: type the six header lines (colours, numSquares, fines, cliffs), then commands (player, square X, status X, dice A B, exit); Ctrl-D ends; --help says more";

/**
 * Plays one game from `io.input`, answering each command as it is read. A header that breaks the
 * stated constraints throws a `CliError` (exit code 2) before anything is written to the output.
 */
export async function runCli(io: CliIo): Promise<number> {
  // The only argument taken is a lone `--help` (or `-h`); anything else, even after it, is refused.
  if (isHelpRequest(io.args)) {
    writeOutput(io, USAGE);
    return 0;
  }
  const unexpected = io.args.find((arg, index) => index > 0 || !isHelpRequest([arg]));
  if (unexpected !== undefined) throw new CliError(renderUnexpectedArgument(unexpected));
  showTerminalHint(io, TERMINAL_HINT);

  let session = createSession();
  await streamLines(io, {
    line(line, output) {
      const result = step(session, line);
      session = result.session;
      if (result.output !== "") output.write(result.output);
      checkHeader(session);
      return session.phase === "exited" ? "stop" : "continue";
    },
  });
  return 0;
}

function checkHeader(session: Session): void {
  if (session.phase === "rejected") throw toCliError(session.error);
}

function toCliError(error: HeaderError): CliError {
  return new CliError(renderHeaderError(error.line, error.rule));
}
