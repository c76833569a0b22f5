/**
 * Why a submission cannot be graded at all (an unsafe zip, no main class, a failed build): every
 * case of it is then a Compilation Error with this message. Thrown inside the preparing steps and
 * caught once, in `gradeStudent`.
 */
export class SubmissionProblem extends Error {
  /** What the compiler (or the build) printed, shown as each case's standard error. */
  readonly output: string;

  constructor(message: string, output = "") {
    super(message);
    this.name = "SubmissionProblem";
    this.output = output;
  }
}
