import { SubmissionProblem } from "../class/index.js";
import type { RunSuiteOptions } from "../grade/index.js";

export interface BuiltFirst {
  /** For `runSuite`: the program Java's build found, or every case a Compilation Error. */
  readonly options: Pick<
    RunSuiteOptions,
    "buildFailure" | "command" | "commandDir" | "cwd" | "movedFolder"
  >;
  /** Removes what the build made outside the program's folder (Java's classes), once graded. */
  readonly cleanup: () => Promise<void>;
}

/** The build's result, or, when it failed, every case judged a Compilation Error without a run. */
export async function judgeFailure(
  build: () => Promise<Pick<RunSuiteOptions, "command" | "commandDir" | "cwd" | "movedFolder">>,
  command?: string,
): Promise<BuiltFirst["options"]> {
  try {
    return await build();
  } catch (error) {
    if (!(error instanceof SubmissionProblem)) throw error;
    return {
      ...(command === undefined ? {} : { command }),
      buildFailure: { message: error.message, output: error.output },
    };
  }
}
