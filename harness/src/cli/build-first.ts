import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  buildSubmission,
  listInTheWay,
  listLinks,
  refuseInTheWay,
  refuseLinksOut,
  requireJavac,
  runBuildCommand,
  SubmissionProblem,
} from "../class/index.js";
import type { RunSuiteOptions } from "../grade/index.js";
import { removeTree, type SandboxOptions } from "../sandbox/index.js";
import type { GradeOptions } from "./grade-options.js";

export interface BuildPlace {
  /** The program's folder, where the build runs: `--cwd`, else the current folder. */
  readonly dir: string;
  readonly sandbox: SandboxOptions;
  /** What the build must not see: the suite (its expected outputs) and the reports. */
  readonly hidden: readonly string[];
  /** Files whose content the build must not find anywhere (the suite's cases). */
  readonly secrets: readonly string[];
}

export interface BuiltFirst {
  /** For `runSuite`: the program Java's build found, or every case a Compilation Error. */
  readonly options: Pick<RunSuiteOptions, "buildFailure" | "command" | "commandDir">;
  /** Removes what the build made outside the program's folder (Java's classes), once graded. */
  readonly cleanup: () => Promise<void>;
}

/**
 * `games-grade SUITE --build COMMAND`: the build runs through `sh` before any case, boxed like the
 * program but with its folder writable (as `games-grade class --build` builds a student's copy).
 * `--build java` builds as `class` does without `--cmd`: every `.java` file compiled into a
 * private folder and the one main class run, so a submission alone gets its class's verdicts.
 * A build that fails makes every case a Compilation Error, with the reason and what the build
 * printed, so a program left over from an earlier build is never graded.
 */
export async function buildFirst(
  build: GradeOptions["build"],
  place: BuildPlace,
): Promise<BuiltFirst> {
  const nothing = async () => {};
  if (build === undefined) return { options: {}, cleanup: nothing };
  const request = {
    dir: path.resolve(place.dir),
    timeLimitMs: build.timeLimitMs,
    sandbox: place.sandbox,
    hidden: place.hidden,
    secrets: place.secrets,
  };
  if (build.kind === "command") {
    const options = await judgeFailure(async () => {
      // Links the folder had are its owner's; one the build makes must not lead out of it, nor
      // stand where a report is written next, whether the build ended well or not.
      const known = listLinks(request.dir);
      const inTheWay = listInTheWay(request.dir, place.hidden);
      const failure = await runBuildCommand(build.command, request).then(
        () => undefined,
        (error: unknown) => ({ error }),
      );
      if (failure !== undefined && !(failure.error instanceof SubmissionProblem)) {
        throw failure.error;
      }
      refuseInTheWay(request.dir, place.hidden, inTheWay);
      if (known !== undefined) refuseLinksOut(request.dir, request.dir, known);
      if (failure !== undefined) throw failure.error;
      return {};
    });
    return { options, cleanup: nothing };
  }
  requireJavac();
  const workDir = await mkdtemp(path.join(tmpdir(), "games-grade-java-"));
  const cleanup = () => removeTree(workDir);
  // A failed build grades nothing: "java" only names the program in the reports.
  // Only the command: its paths are absolute, and without `commandDir` the program's folder is
  // `--cwd` or the current folder as for any command (shown only to one that names no file).
  const options = await judgeFailure(async () => {
    const { command } = await buildSubmission({ ...request, workDir });
    return { command };
  }, "java").catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });
  return { options, cleanup };
}

/** The build's result, or, when it failed, every case judged a Compilation Error without a run. */
async function judgeFailure(
  build: () => Promise<Pick<RunSuiteOptions, "command" | "commandDir">>,
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
