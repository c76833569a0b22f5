import { PassThrough } from "node:stream";
import type { CliIo } from "@games/cli-kit";

/**
 * In-memory streams for running the CLI in process; `text()` is everything written to stdout,
 * `errorText()` to stderr. `tty` makes them look like a terminal (`isTTY`).
 */
export function makeIo(
  args: string[],
  options: { tty?: boolean } = {},
): CliIo & { text: () => string; errorText: () => string } {
  const output = collect(options.tty ?? false);
  const errorOutput = collect(options.tty ?? false);
  return {
    input: new PassThrough(),
    output: output.stream,
    errorOutput: errorOutput.stream,
    args,
    text: output.text,
    errorText: errorOutput.text,
  };
}

function collect(tty: boolean): { stream: PassThrough; text: () => string } {
  const stream = Object.assign(new PassThrough(), tty ? { isTTY: true } : {});
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return { stream, text: () => chunks.join("") };
}
