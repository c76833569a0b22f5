import { readFileSync, statSync } from "node:fs";
import { type CliIo, type Output, streamLines, writeErrorOutput } from "@games/cli-kit";
import { GREETING, quoteInput } from "./engine/messages.js";
import { createState, type MapReader, type OutputLine } from "./engine/state.js";
import { step } from "./engine/step.js";

/** Far more than any board needs; a larger file is refused rather than printed. */
const MAP_SIZE_LIMIT = 1024 * 1024;

/**
 * Map paths are read relative to the working directory, as the task says. Only regular files of at
 * most 1 MiB are read: a device (`/dev/zero`), a pipe or a huge file would otherwise hang the program.
 */
const FILE_MAP_READER: MapReader = {
  readMap(path) {
    try {
      const stats = statSync(path);
      if (!stats.isFile() || stats.size > MAP_SIZE_LIMIT) return undefined;
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  },
};

/** What `campus-chaos --help` gets, in its one error line: the spec allows no arguments at all. */
const USAGE_LINE =
  "start it without any and type 'help' for the commands (campus-chaos < commands.txt reads them from a file)";

/** Runs Campus Chaos on the given streams; resolves to the exit code. */
export async function runCli(io: CliIo, files: MapReader = FILE_MAP_READER): Promise<number> {
  if (io.args.length > 0) {
    // Decision 12: any argument, `--help` too, gives one error line starting `Error, ` (so it is
    // written here, not by runMain) and no greeting; that one line says how to use the program.
    writeErrorOutput(
      io,
      `Error, the program takes no arguments but got ${quoteInput(io.args.join(" "))}: ${USAGE_LINE}\n`,
    );
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
  output: Pick<Output, "writeLine" | "writeError">,
): void {
  // Indexed, not `for…of`: this runs for every command, and an iterator costs more than the loop.
  for (let index = 0; index < lines.length; index++) {
    const { stream, text } = lines[index] as OutputLine;
    if (stream === "error") output.writeError(`${text}\n`);
    else output.writeLine(text);
  }
}
