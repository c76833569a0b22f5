import { PassThrough } from "node:stream";
import type { CliIo } from "@games/cli-kit";

export interface MemoryIo {
  readonly io: CliIo;
  readonly input: PassThrough;
  /** Everything written so far to standard output. */
  readonly read: () => string;
}

export function createMemoryIo(args: readonly string[] = []): MemoryIo {
  const input = new PassThrough();
  const output = new PassThrough();
  const parts: string[] = [];
  output.on("data", (chunk: Buffer) => parts.push(chunk.toString("utf8")));
  return {
    io: { input, output, errorOutput: new PassThrough(), args },
    input,
    read: () => parts.join(""),
  };
}
