import {
  CliError,
  type CliIo,
  isHelpRequest,
  showTerminalHint,
  streamLines,
  writeOutput,
} from "@games/cli-kit";
import { renderUnexpectedArguments, renderViolation } from "./engine/messages.js";
import { startSession, stepSession } from "./engine/session.js";
import { TERMINAL_HINT, USAGE } from "./usage.js";

/**
 * Plays one game from `io.input` to `io.output`, answering each line as it is read. A header line that
 * breaks the specification's constraints ends the run with one line on standard error and exit code 2;
 * input that ends before `quit` simply ends the run. A lone `--help` (or `-h`) prints the usage.
 */
export async function runCli(io: CliIo): Promise<number> {
  if (isHelpRequest(io.args)) {
    writeOutput(io, USAGE);
    return 0;
  }
  if (io.args.length > 0) throw new CliError(renderUnexpectedArguments(io.args));
  showTerminalHint(io, TERMINAL_HINT);
  let session = startSession();
  await streamLines(io, {
    line(line, output) {
      const result = stepSession(session, line);
      if (result.violation !== undefined) {
        throw new CliError(renderViolation(result.violation.line, result.violation.rule));
      }
      session = result.session;
      if (result.output !== "") output.write(result.output);
      return session.phase === "finished" ? "stop" : "continue";
    },
  });
  return 0;
}
