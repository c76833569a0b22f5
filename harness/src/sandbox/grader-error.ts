import { CliError } from "@games/cli-kit";

/**
 * What stops this grader from starting a run on this machine (the claims folder unsafe, every box
 * user held, the holds' lock held too long), never what the graded program is: a class stops on it
 * rather than giving the student whose run it met a "program cannot run" to keep. Named `CliError`
 * still (its class's name): that is how the command line knows it for one line, not an internal
 * error (see `runMain`).
 */
export class GraderError extends CliError {}

/** A file the cases need that cannot be copied for a run: checked before the first, it changed since. */
export function suiteFileGone(file: string, error: unknown): GraderError {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return new GraderError(
    `cannot copy ${file} for a run (${code}): the suite changed while grading`,
  );
}
