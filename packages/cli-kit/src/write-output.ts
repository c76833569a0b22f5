import { fdSink } from "./byte-sink.js";
import type { CliIo } from "./io.js";

/**
 * Writes text to standard output: straight to the descriptor when it is the process's own, so that
 * a CLI that only prints (a usage text) never builds Node's stdout stream (see CliIo.fds).
 */
export function writeOutput(io: Pick<CliIo, "output" | "fds">, text: string): void {
  if (io.fds === undefined) io.output.write(text);
  else writeToFd(io.fds.output, () => io.output, text);
}

/**
 * Writes text to standard error, as `writeOutput` does to standard output: a CLI that ends with an
 * error line then never builds Node's stderr stream, which loads the stream machinery (about 2 ms).
 */
export function writeErrorOutput(io: Pick<CliIo, "errorOutput" | "fds">, text: string): void {
  if (io.fds === undefined) io.errorOutput.write(text);
  else writeToFd(io.fds.errorOutput, () => io.errorOutput, text);
}

function writeToFd(fd: number, stream: () => NodeJS.WritableStream, text: string): void {
  fdSink(fd, stream).write(Buffer.from(text));
}
