import { fstatSync } from "node:fs";
import { createRequire } from "node:module";
import type { CliIo } from "./io.js";

/**
 * Writes one line on standard error telling a person at a terminal what to type, so a game that
 * waits silently for input does not look stuck. Only when standard input is a terminal: piped or
 * redirected input (a test, a grader) sees nothing, and standard output is never touched.
 */
export function showTerminalHint(io: CliIo, hint: string): void {
  if (isTerminalInput(io)) io.errorOutput.write(`${hint}\n`);
}

/**
 * Asked of the descriptor when there is one, not of `io.input`, which would build Node's stdin
 * stream (see CliIo.fds). Only a character device can be a terminal, and only then is the tty
 * module loaded (it loads the stream machinery too).
 */
function isTerminalInput(io: CliIo): boolean {
  if (io.fds === undefined) return (io.input as { isTTY?: boolean }).isTTY === true;
  try {
    if (!fstatSync(io.fds.input).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  // Any file will do to require a built-in module (import.meta.url would cost every start).
  const tty = createRequire(process.execPath)("node:tty") as typeof import("node:tty");
  return tty.isatty(io.fds.input);
}

/** A lone `--help` (or `-h`): the arguments a game that takes none accepts for its usage. */
export function isHelpRequest(args: readonly string[]): boolean {
  return args.length === 1 && (args[0] === "--help" || args[0] === "-h");
}
