import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type RunOutcome, runProgram } from "../run/run-program.js";
import {
  findUnseenPaths,
  type Program,
  planProgramSandbox,
  type SandboxOptions,
} from "../sandbox/index.js";
import { findExecutable } from "../suite/find-executable.js";
import { quoteWord } from "../text/quote-word.js";
import { findJavaMains } from "./find-java-main.js";
import { isJunkName } from "./find-submissions.js";
import { SubmissionProblem } from "./submission-problem.js";

export interface BuildRequest {
  /** The student's files (a private copy: a build may write there). */
  readonly dir: string;
  /** The folder `dir` is a copy of, when the build's command was written for it (`--build`). */
  readonly origin?: string;
  /** A private folder for what the build makes that is not the student's (Java's classes). */
  readonly workDir: string;
  /** The build command (`--build`), run in `dir`; none: Java is found and compiled. */
  readonly build?: string;
  /** The program (`--cmd`), its paths from `dir`; none: `java` with the main class found. */
  readonly command?: string;
  readonly timeLimitMs: number;
  /** The class's sandbox options: a build is boxed like the program (its own limits aside). */
  readonly sandbox: SandboxOptions;
  /** What the build must not see: the suite (its expected outputs), the class's results. */
  readonly hidden: readonly string[];
  /** Files whose content the build must not find anywhere (the suite's cases). */
  readonly secrets: readonly string[];
}

/** The student's program, ready to grade: a command whose relative paths are from `commandDir`. */
export interface BuiltProgram {
  readonly command: string;
  readonly commandDir: string;
}

const BUILD_OUTPUT_LIMIT = 1024 * 1024;
const KEPT_OUTPUT = 8 * 1024;
// The mains a Compilation Error names: each name is as long as its classes are deep, so naming all
// of a student's thousands of mains in deeply nested classes grew with the square of the source
// (400 KB took 16 s in the grader's one thread, a megabyte failed to fit in a string).
const LISTED_MAINS = 10;

/**
 * Builds a submission: `--build` in the student's folder, or else, without `--cmd`, Java: every
 * `.java` file compiled into a private classes folder and the one class with `public static void
 * main` run. Throws a `SubmissionProblem` (a Compilation Error) when that cannot be done.
 */
export async function buildSubmission(request: BuildRequest): Promise<BuiltProgram> {
  const { dir, build, command } = request;
  if (command !== undefined) {
    if (build !== undefined) await runBuildCommand(build, request);
    return { command, commandDir: dir };
  }
  return buildJava(request);
}

/** Runs `build` in `request.dir`, sandboxed, that folder writable; throws a `SubmissionProblem`. */
export async function runBuildCommand(
  build: string,
  request: Omit<BuildRequest, "workDir" | "build" | "command">,
): Promise<void> {
  await runBuild(wrapBuild(build, request.dir), request, [request.dir]);
}

async function buildJava(request: BuildRequest): Promise<BuiltProgram> {
  const files = await findJavaFiles(request.dir, "");
  if (files.length === 0) throw new SubmissionProblem("no .java file in the submission");
  const sources = await Promise.all(
    files.map(async (file) => ({
      file,
      text: await readFile(path.join(request.dir, file), "utf8"),
    })),
  );
  const mains = findJavaMains(sources);
  const main = mains[0];
  if (main === undefined)
    throw new SubmissionProblem("no class has a public static void main(String[]) method");
  if (mains.length > 1) {
    const list = mains
      .slice(0, LISTED_MAINS)
      .map((found) => `${found.className} (${found.file})`)
      .join(", ");
    const more = mains.length > LISTED_MAINS ? `, and ${mains.length - LISTED_MAINS} more` : "";
    throw new SubmissionProblem(
      `${mains.length} classes have a public static void main: ${list}${more}; keep one`,
    );
  }
  const classes = path.join(request.workDir, "classes");
  await mkdir(classes, { recursive: true });
  const javac: Program = {
    file: findBuildExecutable("javac", request.dir),
    // Paths absolute: a sandboxed build runs in a private folder of its own.
    args: [
      // The compiler's JVM with its quick JIT only: compiling one student is a run of a second,
      // where the optimizing JIT costs more than it saves (a third of the time on the bench).
      "-J-XX:TieredStopAtLevel=1",
      "-encoding",
      "UTF-8",
      "-proc:none",
      "-d",
      classes,
      ...files.map((file) => path.join(request.dir, file)),
    ],
    display: "javac",
  };
  await runBuild(javac, request, [classes]);
  return {
    command: `java -cp ${quoteWord(classes)} ${quoteWord(main.className)}`,
    commandDir: request.dir,
  };
}

/** The `.java` files under `dir`, as paths from it, in a fixed order. */
async function findJavaFiles(root: string, relative: string): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((left, right) => left.name.localeCompare(right.name))) {
    if (isJunkName(entry.name)) continue;
    const child = relative === "" ? entry.name : path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await findJavaFiles(root, child)));
    else if (entry.isFile() && entry.name.endsWith(".java")) found.push(child);
  }
  return found;
}

/**
 * `--build` as the teacher wrote it, in the student's folder: through `sh`, which goes there
 * first (a sandboxed program starts in a private folder; the student's is bound writable).
 */
function wrapBuild(build: string, dir: string): Program {
  return { file: "/bin/sh", args: ["-c", `cd ${quoteWord(dir)} && ${build}`], display: build };
}

function findBuildExecutable(name: string, dir: string): string {
  try {
    return findExecutable(name, dir, process.env.PATH ?? "");
  } catch (error) {
    throw new SubmissionProblem((error as Error).message);
  }
}

/** Runs a build step like a case (sandboxed, limited); a failure is thrown as the problem. */
async function runBuild(
  program: Program,
  request: Omit<BuildRequest, "workDir" | "build" | "command">,
  writable: readonly string[],
): Promise<void> {
  const { plan } = planProgramSandbox({
    mode: request.sandbox.sandbox,
    program,
    programFolder: request.dir,
    hidden: request.hidden,
    shown: request.sandbox.visible,
    secrets: request.secrets,
    files: [],
    // The student's memory limit is for their program; a compiler gets the default.
    allowNetwork: request.sandbox.allowNetwork,
    env: request.sandbox.env,
    hostEnv: process.env,
  });
  const run = await runProgram({
    program,
    args: [],
    cwd: request.dir,
    input: "",
    mergeErrors: true,
    timeLimitMs: request.timeLimitMs,
    outputLimitBytes: BUILD_OUTPUT_LIMIT,
    sandbox: plan,
    writable,
  });
  // The compiler names files by the absolute paths it was given: show them from the student's folder.
  const output = run.output.replaceAll(`${request.dir}${path.sep}`, "").slice(0, KEPT_OUTPUT);
  const failure = describeBuildFailure({ ...run, output }, program.display, request.timeLimitMs);
  if (failure === undefined) return;
  // A copy's build reads its words as from the folder copied, which its box shows as the copy.
  const origin = request.origin ?? request.dir;
  const unseen = findUnseenPaths(program.display, origin, plan, [origin]);
  const why =
    unseen.length === 0
      ? ""
      : `; the build's sandbox shows only the program's folder and the system's, not ${unseen.join(", ")}`;
  throw new SubmissionProblem(`${failure}${why}`, output);
}

function describeBuildFailure(
  run: RunOutcome,
  name: string,
  timeLimitMs: number,
): string | undefined {
  if (run.startError !== null) return `${name} could not start: ${run.startError}`;
  if (run.limit === "cpu")
    return `${name} used more than ${timeLimitMs / 1000} s of CPU time (the build time limit); stopped`;
  if (run.limit === "wall") {
    const seconds = Math.round(run.durationMs / 1000);
    return `${name} was still running after ${seconds} s of wall-clock time (the build's wall limit); stopped`;
  }
  if (run.limit === "output") return `${name} wrote more than 1 MiB; stopped`;
  if (run.signal !== null) return `${name} was killed by ${run.signal}`;
  if (run.exitCode === 0) return undefined;
  // The JVM's own notice of JAVA_TOOL_OPTIONS is not what went wrong.
  const firstLine = run.output
    .split("\n")
    .find((line) => line.trim() !== "" && !line.startsWith("Picked up "));
  return `${name} failed (exit code ${run.exitCode})${firstLine === undefined ? "" : `: ${firstLine.trim()}`}`;
}
