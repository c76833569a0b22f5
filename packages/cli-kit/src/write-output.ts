import { fdSink } from "./byte-sink.js";
import type { CliIo } from "./io.js";

/**
 * Writes text to standard output: straight to the descriptor when it is the process's own, so that
 * a CLI that only prints (a usage text) never builds Node's stdout stream (see CliIo.fds).
 */
export function writeOutput(io: Pick<CliIo, "output" | "fds">, text: string): void {
  if (io.fds === undefined) io.output.write(text);
  else fdSink(io.fds.output, () => io.output).write(Buffer.from(text));
}
