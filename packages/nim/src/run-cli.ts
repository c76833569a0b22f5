import {
  CliError,
  type CliIo,
  type ExitCode,
  isHelpRequest,
  showTerminalHint,
  streamLines,
  writeOutput,
} from "@games/cli-kit";
import { quoteInput } from "./engine/messages.js";
import { renderStart } from "./engine/render.js";
import { initialState, type NimState } from "./engine/state.js";
import { step } from "./engine/step.js";
import { TERMINAL_HINT, USAGE } from "./usage.js";

/**
 * Plays Nim over the given streams: each line is answered as soon as it is read, and reading stops at
 * `exit`. Input that ends anywhere else ends the program quietly. A line that breaks a rule the spec
 * takes for granted ends it with a `CliError` naming the line, after everything printed before it.
 * A lone `--help` (or `-h`) prints the usage.
 */
export async function runCli(io: CliIo): Promise<ExitCode> {
  if (isHelpRequest(io.args)) {
    writeOutput(io, USAGE);
    return 0;
  }
  const [unexpected] = io.args;
  if (unexpected !== undefined) {
    throw new CliError(
      `unexpected argument ${quoteInput(unexpected)}: nim-game takes none (see --help)`,
    );
  }
  showTerminalHint(io, TERMINAL_HINT);
  let state: NimState = initialState;
  let lineNumber = 0;
  let failure: string | undefined;
  await streamLines(io, {
    start: (output) => output.write(renderStart()),
    line: (line, output) => {
      lineNumber += 1;
      const result = step(state, line);
      if (result.violation !== undefined) {
        failure = `line ${lineNumber} (${quoteInput(line)}): ${result.violation}`;
        return "stop";
      }
      state = result.state;
      output.write(result.output);
      return state.phase === "exited" ? "stop" : "continue";
    },
  });
  if (failure !== undefined) throw new CliError(failure);
  return 0;
}
