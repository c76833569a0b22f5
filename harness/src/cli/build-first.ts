import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import {
  buildSubmission,
  copyProgramFolder,
  isMachineError,
  listInTheWay,
  listLinks,
  refuseInTheWay,
  refuseLinksOut,
  requireJavac,
  runBuildCommand,
  SubmissionProblem,
} from "../class/index.js";
import type { RunSuiteOptions } from "../grade/index.js";
import { holdCleanup } from "../run/process-group.js";
import {
  GraderError,
  makeStudentFolder,
  removeStudentFolder,
  removeStudentFoldersSync,
  removeTree,
  type SandboxOptions,
} from "../sandbox/index.js";
import { moveCommandPaths } from "../suite/move-command-paths.js";
import type { GradeOptions } from "./grade-options.js";
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

export interface BuiltFirst {
  /** For `runSuite`: the program Java's build found, or every case a Compilation Error. */
  readonly options: Pick<
    RunSuiteOptions,
    "buildFailure" | "command" | "commandDir" | "cwd" | "movedFolder"
  >;
  /** Removes what the build made outside the program's folder (Java's classes), once graded. */
  readonly cleanup: () => Promise<void>;
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
  return built;
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

type BuildRequest = Parameters<typeof runBuildCommand>[1];

/** As a class copies a student's files: thousands of files, 100 MiB. */
const COPY_LIMITS = { maxEntries: 10_000, maxBytes: 100 * 1024 * 1024 };

/**
 * A boxed build runs in a private copy of the program's folder (see `copyProgramFolder`), and the
 * cases run the copy: the teacher's folder is never the build's to write.
 */
async function buildInCopy(
  command: string,
  request: BuildRequest,
  onWarning: (message: string) => void = () => {},
): Promise<BuiltFirst> {
  const workDir = await mkdtemp(path.join(tmpdir(), "games-grade-build-"));
  // An interruption (Ctrl-C, a cancelled job, `| head`) must not leave the copy, or its tmpfs mounted.
  const releaseCleanup = holdCleanup();
  const removeAtExit = () => removeStudentFoldersSync(workDir);
  process.on("exit", removeAtExit);
  const cleanup = async () => {
    try {
      await removeStudentFolder(workDir);
    } finally {
      process.off("exit", removeAtExit);
      releaseCleanup();
    }
  };
  try {
    const unbounded = await makeStudentFolder(
      workDir,
      request.sandbox.sandbox,
      COPY_LIMITS.maxBytes,
    );
    if (unbounded !== undefined) {
      onWarning(
        `the build's copy of the program's folder is not bounded in size, the build may fill the disk (a tmpfs could not be mounted: ${unbounded})`,
      );
    }
    const copy = path.join(workDir, "files");
    await copyProgramFolder(request.dir, copy, request.hidden, COPY_LIMITS).catch(
      (error: unknown) => {
        throw describeCopyFailure(request.dir, error);
      },
    );
    const moved = { from: request.dir, to: copy };
    const options = await judgeFailure(async () => {
      // The folder's own links are its owner's (see `copyProgramFolder`); the build's are checked.
      const known = listLinks(copy);
      await runBuildCommand(moveCommandPaths(command, moved), {
        ...request,
        dir: copy,
        origin: request.dir,
      });
      refuseLinksOut(copy, workDir, known);
      // The copy is the program's folder: `--cwd`'s place, where `java Main` finds its classes.
      return { commandDir: copy, cwd: copy, movedFolder: moved };
    });
    return { options, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * The folder given cannot be copied: the grading's problem (a folder too large, a full disk), said
 * in one line, never the program's Compilation Error.
 */
function describeCopyFailure(dir: string, error: unknown): Error {
  const what = `cannot copy the program's folder ${dir} for its build`;
  if (error instanceof SubmissionProblem) {
    const limit = error.message.replace(/^the submission /, "it ");
    return new CliError(`${what}: ${limit}; give --cwd the program's own folder`);
  }
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return isMachineError(error)
    ? new GraderError(`${what} (${code})`)
    : new CliError(`${what} (${code})`);
}

/** Without a sandbox the build runs as you, in the program's folder, as `sh` would. */
async function buildInPlace(
  command: string,
  request: BuildRequest,
  hidden: readonly string[],
): Promise<BuiltFirst> {
  const options = await judgeFailure(async () => {
    // Links the folder had are its owner's; one the build makes must not lead out of it, nor
    // stand where a report is written next, whether the build ended well or not.
    const known = listLinks(request.dir);
    const inTheWay = listInTheWay(request.dir, hidden);
    const failure = await runBuildCommand(command, request).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    if (failure !== undefined && !(failure.error instanceof SubmissionProblem)) throw failure.error;
    refuseInTheWay(request.dir, hidden, inTheWay);
    if (known !== undefined) refuseLinksOut(request.dir, request.dir, known);
    if (failure !== undefined) throw failure.error;
    return {};
  });
  return { options, cleanup: async () => {} };
}

/** The build's result, or, when it failed, every case judged a Compilation Error without a run. */
async function judgeFailure(
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
