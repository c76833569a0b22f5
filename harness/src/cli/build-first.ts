import path from "node:path";
import { runBuildCommand } from "../class/build-submission.js";
import { SubmissionProblem } from "../class/submission-problem.js";
import type { RunSuiteOptions } from "../run-suite.js";
import type { SandboxOptions } from "../sandbox/suite-sandbox.js";
import type { GradeOptions } from "./parse-args.js";

export interface BuildPlace {
  /** The program's folder, where the build runs: `--cwd`, else the current folder. */
  readonly dir: string;
  readonly sandbox: SandboxOptions;
  /** What the build must not see: the suite (its expected outputs) and the reports. */
  readonly hidden: readonly string[];
}

/**
 * `games-grade SUITE --build COMMAND`: the build runs through `sh` before any case, boxed like the
 * program but with its folder writable (as `games-grade class --build` builds a student's copy).
 * A build that fails makes every case a Compilation Error, with the reason and what the build
 * printed, so a program left over from an earlier build is never graded.
 */
export async function buildFirst(
  build: GradeOptions["build"],
  place: BuildPlace,
): Promise<Pick<RunSuiteOptions, "buildFailure">> {
  if (build === undefined) return {};
  try {
    await runBuildCommand(build.command, {
      dir: path.resolve(place.dir),
      timeLimitMs: build.timeLimitMs,
      sandbox: place.sandbox,
      hidden: place.hidden,
    });
    return {};
  } catch (error) {
    if (!(error instanceof SubmissionProblem)) throw error;
    return { buildFailure: { message: error.message, output: error.output } };
  }
}
