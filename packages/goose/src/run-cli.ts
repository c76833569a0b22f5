import { CliError, type CliIo, streamLines } from "@games/cli-kit";
import type { HeaderError } from "./engine/header.js";
import { renderHeaderError, renderUnexpectedArgument, USAGE } from "./engine/messages.js";
import { createSession, type Session, step } from "./engine/session.js";

const HELP_FLAGS: readonly string[] = ["--help", "-h"];

/**
 * Plays one game from `io.input`, answering each command as it is read. A header that breaks the
 * stated constraints throws a `CliError` (exit code 2) before anything is written to the output.
 */
export async function runCli(io: CliIo): Promise<number> {
  // The only argument taken is a lone `--help` (or `-h`); anything else, even after it, is refused.
  const unexpected = io.args.find((arg, index) => index > 0 || !HELP_FLAGS.includes(arg));
  if (unexpected !== undefined) throw new CliError(renderUnexpectedArgument(unexpected));
  if (io.args.length > 0) {
    io.output.write(USAGE);
    return 0;
  }

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
