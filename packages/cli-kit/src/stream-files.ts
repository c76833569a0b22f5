import { fstatSync } from "node:fs";

/**
 * Where standard output and standard error go, as far as the order of writes between them goes:
 * - `separate`: files of their own (output to a file, errors to the terminal): no order between them
 *   can be seen;
 * - `shared`: one file (a terminal, `2>&1`, the harness's merged channel, /dev/null for both): what
 *   is written to either lands in the same place, in the order of the writes;
 * - `unknown`: either is not a file descriptor (an in-memory stream).
 */
export type StreamFiles = "separate" | "shared" | "unknown";

export function compareStreamFiles(
  outputFd: number | undefined,
  errorFd: number | undefined,
): StreamFiles {
  if (outputFd === undefined || errorFd === undefined) return "unknown";
  try {
    const [a, b] = [fstatSync(outputFd), fstatSync(errorFd)];
    return a.dev === b.dev && a.ino === b.ino ? "shared" : "separate";
  } catch {
    return "unknown";
  }
}
