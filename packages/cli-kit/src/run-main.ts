import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";
import { writeErrorOutput, writeOutput } from "./write-output.js";

/** The exit status a CLI returns when it is not told otherwise. */
export type ExitCode = number;

export interface MainOptions {
  /** Answer a lone `--version` with `NAME VERSION` (the games; the harness has its own flag). */
  readonly version?: string;
  /** The error line for `message` (default `NAME: message`), for a game whose spec fixes its form. */
  readonly formatError?: (message: string) => string;
}

/**
 * The one place a CLI meets the process: runs `main` with the real streams, prints a `CliError` as one
 * line prefixed with the program's name (to the descriptor, see writeErrorOutput), and sets the exit
 * code. Any other error is a bug; it is still reported on one line (no stack trace), with exit code
 * 70 (EX_SOFTWARE).
 */
export async function runMain(
  name: string,
  main: (io: CliIo) => Promise<ExitCode | undefined>,
  options: MainOptions = {},
): Promise<void> {
  // The process's streams are made only if used: the line streamer reads and writes the
  // descriptors (see CliIo.fds), so most runs never build them.
  let stdinMade = false;
  let stdoutMade = false;
  const io: CliIo = {
    get input() {
      stdinMade = true;
      return process.stdin;
    },
    get output() {
      if (!stdoutMade) process.stdout.on("error", stopOnBrokenPipe);
      stdoutMade = true;
      return process.stdout;
    },
    get errorOutput() {
      return process.stderr;
    },
    args: process.argv.slice(2),
    fds: { input: 0, output: 1, errorOutput: 2 },
  };
  try {
    process.exitCode = isVersionRequest(io.args, options)
      ? answerVersion(io, name, options.version)
      : ((await main(io)) ?? 0);
  } catch (error) {
    if (isBrokenPipe(error)) stopOnBrokenPipe(error);
    const isCliError = isCliErrorLike(error);
    const message = error instanceof Error ? error.message : String(error);
    process.exitCode = isCliError ? (error as CliError).exitCode : 70;
    const format = options.formatError ?? ((text: string) => `${name}: ${text}`);
    reportError(io, format(`${isCliError ? "" : "internal error: "}${message}`));
  }
  // stdin may still be open (a terminal, an unfinished pipe); nothing more will be read from it.
  if (stdinMade) process.stdin.destroy();
}

/** The error line, where it can be written: standard error failing too (`2>/dev/full`) leaves the exit status. */
function reportError(io: CliIo, line: string): void {
  try {
    writeErrorOutput(io, `${line}\n`);
  } catch {
    // Nowhere left to say it.
  }
}

/**
 * A CliError, recognised by its name rather than its class: a CLI bundled in several files (code
 * loaded only when needed) has a copy of the class in each.
 */
function isCliErrorLike(error: unknown): boolean {
  return error instanceof CliError || (error instanceof Error && error.name === "CliError");
}

/** A reader that goes away (`| head`) is not an error of ours: stop quietly. */
function stopOnBrokenPipe(error: unknown): void {
  if (isBrokenPipe(error)) process.exit(process.exitCode ?? 0);
  throw error;
}

function isBrokenPipe(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "EPIPE";
}

function isVersionRequest(args: readonly string[], options: MainOptions): boolean {
  return options.version !== undefined && args.length === 1 && args[0] === "--version";
}

function answerVersion(io: CliIo, name: string, version: string | undefined): ExitCode {
  writeOutput(io, `${name} ${version}\n`);
  return 0;
}
