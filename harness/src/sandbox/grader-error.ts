import { CliError } from "@games/cli-kit";

/**
 * What stops this grader from starting a run on this machine (the claims folder unsafe, every box
 * user held, the holds' lock held too long), never what the graded program is: a class stops on it
 * rather than giving the student whose run it met a "program cannot run" to keep.
 */
export class GraderError extends CliError {
  constructor(message: string) {
    super(message);
    this.name = "GraderError";
  }
}
