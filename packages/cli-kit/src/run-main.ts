import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";

/** The exit status a CLI returns when it is not told otherwise. */
export type ExitCode = number;

/**
 * The one place a CLI meets the process: runs `main` with the real streams, prints a `CliError` as one
 * line prefixed with the program's name, and sets the exit code. Any other error is a bug; it is still
 * reported on one line (no stack trace), with exit code 70 (EX_SOFTWARE).
 */
export async function runMain(
  name: string,
  main: (io: CliIo) => Promise<ExitCode | undefined>,
): Promise<void> {
  const io: CliIo = {
    input: process.stdin,
    output: process.stdout,
    errorOutput: process.stderr,
    args: process.argv.slice(2),
  };
  // A reader that goes away (`| head`) is not an error of ours: stop quietly.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
  try {
    process.exitCode = (await main(io)) ?? 0;
  } catch (error) {
    const isCliError = error instanceof CliError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name}: ${isCliError ? "" : "internal error: "}${message}\n`);
    process.exitCode = isCliError ? error.exitCode : 70;
  }
  // stdin may still be open (a terminal, an unfinished pipe); nothing more will be read from it.
  process.stdin.destroy();
}
