import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import {
  copyProgramFolder,
  isMachineError,
  listLinks,
  refuseLinksOut,
  runBuildCommand,
  SubmissionProblem,
} from "../class/index.js";
import { holdCleanup } from "../run/process-group.js";
import {
  GraderError,
  isInside,
  makeStudentFolder,
  realPathOrSelf,
  removeStudentFolder,
  removeStudentFoldersSync,
} from "../sandbox/index.js";
import { moveCommandPaths } from "../suite/move-command-paths.js";
import { type BuiltFirst, judgeFailure } from "./judge-build-failure.js";

type BuildRequest = Parameters<typeof runBuildCommand>[1];

/** As a class copies a student's files: thousands of files, 100 MiB. */
const COPY_LIMITS = { maxEntries: 10_000, maxBytes: 100 * 1024 * 1024 };

/**
 * A boxed build runs in a private copy of the program's folder (see `copyProgramFolder`), and the
 * cases run the copy: the teacher's folder is never the build's to write.
 */
export async function buildInCopy(
  command: string,
  request: BuildRequest,
  onWarning: (message: string) => void = () => {},
): Promise<BuiltFirst> {
  refuseFolderInHidden(request.dir, request.hidden);
  const workDir = await mkdtemp(path.join(shellWordFolder(tmpdir()), "games-grade-build-"));
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
    // Closed to other users, who could read the teacher's program in it while it is graded: a
    // strict box then reaches it through root's bwrap (see `chooseBoxMaker`), a basic run through
    // the pass the grader gives its folders while its runs go on.
    if (process.getuid?.() === 0) await chmod(workDir, 0o700);
    const copy = path.join(workDir, "files");
    await copyProgramFolder(request.dir, copy, request.hidden, COPY_LIMITS, "it").catch(
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
 * A program kept among its cases (`--cwd` the suite) would be copied without any of its files, the
 * suite being left out whole, and its build fail for no reason it could say.
 */
function refuseFolderInHidden(dir: string, hidden: readonly string[]): void {
  const real = realPathOrSelf(dir);
  const holder = hidden.find((entry) => isInside(real, realPathOrSelf(path.resolve(entry))));
  if (holder === undefined) return;
  throw new CliError(
    `the program's folder ${dir} lies in ${holder}, which its build may not see (the suite, or a report's): keep the program apart from the cases`,
  );
}

/**
 * The copy's path replaces the folder's in the commands (see `moveCommandPaths`), unquoted: a
 * temporary folder whose path a shell would split (`TMPDIR="/tmp/my dir"`) gives way to `/tmp`.
 */
function shellWordFolder(folder: string): string {
  return /^[\w./-]+$/.test(folder) ? folder : "/tmp";
}

/**
 * The folder given cannot be copied: the grading's problem (a folder too large, a full disk), said
 * in one line, never the program's Compilation Error.
 */
function describeCopyFailure(dir: string, error: unknown): Error {
  const what = `cannot copy the program's folder ${dir} for its build`;
  if (error instanceof SubmissionProblem) {
    return new CliError(`${what}: ${error.message}; give --cwd the program's own folder`);
  }
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return isMachineError(error)
    ? new GraderError(`${what} (${code})`)
    : new CliError(`${what} (${code})`);
}
