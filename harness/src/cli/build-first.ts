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
  /** Files whose content the build must not find anywhere (the suite's cases). */
  readonly secrets: readonly string[];
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
): Promise<Pick<RunSuiteOptions, "prejudge">> {
  if (build === undefined) return {};
  try {
    await runBuildCommand(build.command, {
      dir: path.resolve(place.dir),
      timeLimitMs: build.timeLimitMs,
      sandbox: place.sandbox,
      hidden: place.hidden,
      secrets: place.secrets,
    });
    return {};
  } catch (error) {
    if (!(error instanceof SubmissionProblem)) throw error;
    const { message, output } = error;
    return { prejudge: () => ({ verdict: "Compilation Error", message, stderr: output }) };
  }
}
