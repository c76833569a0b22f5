import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { buildSubmission, requireJavac } from "../class/index.js";
import { removeTree, type SandboxOptions } from "../sandbox/index.js";
import { buildInCopy } from "./build-in-copy.js";
import { buildInPlace } from "./build-in-place.js";
import type { GradeOptions } from "./grade-options.js";
import { type BuiltFirst, judgeFailure } from "./judge-build-failure.js";
import { fingerprintSuite } from "./suite-fingerprint.js";

export interface BuildPlace {
  /** The program's folder, where the build runs: `--cwd`, else the current folder. */
  readonly dir: string;
  /** The suite's folder, which the build must leave as it was. */
  readonly suite: string;
  readonly sandbox: SandboxOptions;
  /** What the build must not see: the suite (its expected outputs) and the reports. */
  readonly hidden: readonly string[];
  /** Files whose content the build must not find anywhere (the suite's cases). */
  readonly secrets: readonly string[];
  /** Says what grading here lacks (the copy's folder unbounded where a tmpfs could not be mounted). */
  readonly onWarning?: (message: string) => void;
}

/**
 * `games-grade SUITE --build COMMAND`: the build runs through `sh` before any case, boxed like the
 * program, in a private copy of the program's folder that the cases then run (as `games-grade class
 * --build` builds a student's copy); without a sandbox, in the folder itself.
 * `--build java` builds as `class` does without `--cmd`: every `.java` file compiled into a
 * private folder and the one main class run, so a submission alone gets its class's verdicts.
 * A build that fails makes every case a Compilation Error, with the reason and what the build
 * printed, so a program left over from an earlier build is never graded.
 */
export async function buildFirst(
  build: GradeOptions["build"],
  place: BuildPlace,
): Promise<BuiltFirst> {
  if (build === undefined) return { options: {}, cleanup: async () => {} };
  const before = fingerprintSuite(place.suite);
  const built = await buildAny(build, place);
  if (fingerprintSuite(place.suite) !== before) {
    await built.cleanup();
    throw new CliError(
      `the suite ${place.suite} changed while the program's build ran: nothing graded (restore the suite, and grade in a sandbox that keeps the build from it)`,
    );
  }
  // Checked once more when graded: a process the build left could change it meanwhile, for later runs.
  const cleanup = async () => {
    await built.cleanup();
    if (fingerprintSuite(place.suite) !== before) {
      place.onWarning?.(
        `the suite ${place.suite} changed while it was graded (this grading read it before): check it before grading again`,
      );
    }
  };
  return { ...built, cleanup };
}

async function buildAny(
  build: NonNullable<GradeOptions["build"]>,
  place: BuildPlace,
): Promise<BuiltFirst> {
  const request = {
    dir: path.resolve(place.dir),
    timeLimitMs: build.timeLimitMs,
    sandbox: place.sandbox,
    hidden: place.hidden,
    secrets: place.secrets,
  };
  if (build.kind === "command") {
    return place.sandbox.sandbox === "none"
      ? buildInPlace(build.command, request, place.hidden)
      : buildInCopy(build.command, request, place.onWarning);
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
