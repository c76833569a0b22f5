import { CliError } from "./cli-error.js";

/** Plain words for what the system said, where they say more than the code. */
const REASONS: Readonly<Record<string, string>> = {
  EISDIR: "it is a folder, not a file or a pipe",
  ENOSPC: "no space left on the device",
  EFBIG: "the file is too large",
  EIO: "input/output error",
  EBADF: "it is not open",
};

/**
 * A failed read or write of one of the process's streams (standard input a folder, standard output
 * `/dev/full`): the machine's or the caller's, never a bug of ours, so one line and exit status 1,
 * as `cat` answers the same.
 */
export function streamFailure(verb: "read" | "write", fd: number, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  const reason = REASONS[code] === undefined ? code : `${REASONS[code]} (${code})`;
  return new CliError(`cannot ${verb} ${STREAM_NAMES[fd] ?? `descriptor ${fd}`}: ${reason}`, 1);
}

const STREAM_NAMES: Readonly<Record<number, string>> = {
  0: "standard input",
  1: "standard output",
  2: "standard error",
};
