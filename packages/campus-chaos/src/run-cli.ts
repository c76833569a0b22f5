import { readFileSync } from "node:fs";
import { type CliIo, streamLines } from "@games/cli-kit";
import { GREETING } from "./engine/messages.js";
import { createState, type MapReader, type OutputLine } from "./engine/state.js";
import { step } from "./engine/step.js";

/** Map paths are read relative to the working directory, as the task says. */
const FILE_MAP_READER: MapReader = {
  readMap(path) {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  },
};

/** Runs Campus Chaos on the given streams; resolves to the exit code. */
export async function runCli(io: CliIo, files: MapReader = FILE_MAP_READER): Promise<number> {
  if (io.args.length > 0) {
    // Decision 12: the error line must start with `Error, `, so it is written here, not by runMain.
    io.errorOutput.write(`Error, the program takes no arguments but got '${io.args.join(" ")}'\n`);
    return 2;
  }
  let state = createState();
  await streamLines(io, {
    start: (output) => output.write(`${GREETING}\n`),
    line: (line, output) => {
      const result = step(state, line, files);
      state = result.state;
      writeLines(result.output, output);
      return state.status === "quit" ? "stop" : "continue";
    },
  });
  return 0;
}

function writeLines(
  lines: readonly OutputLine[],
  output: { write(text: string): void; writeError(text: string): void },
): void {
  for (const { stream, text } of lines) {
    if (stream === "error") output.writeError(`${text}\n`);
    else output.write(`${text}\n`);
  }
}
