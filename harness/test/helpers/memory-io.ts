import { PassThrough } from "node:stream";
import type { CliIo } from "@games/cli-kit";

/** In-memory streams for running the CLI in process; `text()` is everything written to stdout. */
export function makeIo(args: string[]): CliIo & { text: () => string } {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return {
    input: new PassThrough(),
    output,
    errorOutput: new PassThrough(),
    args,
    text: () => chunks.join(""),
  };
}
