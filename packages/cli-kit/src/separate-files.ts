import { fstatSync } from "node:fs";

/**
 * True when both streams write to files of their own (standard output to a file, errors to the
 * terminal, say), so that the order of writes between them cannot be seen and each may be batched.
 * False when they are one file (a terminal, `2>&1`, the harness's merged channel), or when either is
 * not backed by a file descriptor (an in-memory stream), where their order must be kept.
 */
export function areSeparateFiles(
  output: NodeJS.WritableStream,
  errorOutput: NodeJS.WritableStream,
): boolean {
  const outputFd = readFd(output);
  const errorFd = readFd(errorOutput);
  if (outputFd === undefined || errorFd === undefined) return false;
  try {
    const [a, b] = [fstatSync(outputFd), fstatSync(errorFd)];
    return a.dev !== b.dev || a.ino !== b.ino;
  } catch {
    return false;
  }
}

function readFd(stream: NodeJS.WritableStream): number | undefined {
  const fd = (stream as { fd?: unknown }).fd;
  return typeof fd === "number" ? fd : undefined;
}
