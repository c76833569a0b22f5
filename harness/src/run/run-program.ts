import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import type { Readable } from "node:stream";
import { type Capture, createCapture } from "./capture-output.js";
import type { OutputChannel } from "./output-channel.js";
import { killGroup, releaseGroup, trackGroup } from "./process-group.js";

/** A program ready to start: an executable file and the arguments that always come first. */
export interface Program {
  readonly file: string;
  readonly args: readonly string[];
  /** The whole environment to run it in; inherited when missing. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The program as a person would type it, for reports. */
  readonly display: string;
}

export interface RunRequest {
  readonly program: Program;
  /** Arguments of this case, after the program's own. */
  readonly args: readonly string[];
  readonly cwd: string;
  /** Standard input: a text to write, or a file the child reads itself (no copy through us). */
  readonly input: string | { readonly file: string };
  /** Give the child one stream for standard output and standard error (protocol cases). */
  readonly mergeErrors: boolean;
  readonly timeLimitMs: number;
  readonly outputLimitBytes: number;
}

/** How a run ended; every way a program can fail is a value here, never an exception. */
export interface RunOutcome {
  readonly output: string;
  readonly errorOutput: string;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  /** The limit the harness stopped the program for, if any. */
  readonly limit: "time" | "output" | null;
  readonly startError: string | null;
  readonly durationMs: number;
}

/** Runs one case of `request` to the end, or until a limit stops its whole process group. */
export async function runProgram(request: RunRequest, channel: OutputChannel): Promise<RunOutcome> {
  const pair = request.mergeErrors ? await channel.open() : undefined;
  const shared = pair?.childEnd;
  const inputFile =
    typeof request.input === "string" ? undefined : openSync(request.input.file, "r");
  try {
    const child = spawn(request.program.file, [...request.program.args, ...request.args], {
      cwd: request.cwd,
      env: request.program.env,
      detached: true,
      stdio: [
        inputFile ?? (request.input === "" ? "ignore" : "pipe"),
        shared ?? "pipe",
        shared ?? "pipe",
      ],
    });
    const streams = pair ? [pair.readEnd] : [child.stdout, child.stderr];
    return watchChild(child, streams as Readable[], request);
  } finally {
    // The child holds its own copies now; ours would keep its output open after it ends.
    shared?.destroy();
    if (inputFile !== undefined) closeSync(inputFile);
  }
}
function watchChild(
  child: ChildProcess,
  [outputStream, errorStream]: Readable[],
  request: RunRequest,
): Promise<RunOutcome> {
  const started = performance.now();
  let limit: RunOutcome["limit"] = null;
  const stop = (reason: "time" | "output"): void => {
    limit ??= reason;
    if (child.pid !== undefined) killGroup(child.pid);
    // Nothing more is needed from it, and a process that escaped its group must not keep us waiting.
    outputStream?.destroy();
    errorStream?.destroy();
  };
  const capture = createCapture(request.outputLimitBytes, () => stop("output"));
  const timer = setTimeout(() => stop("time"), request.timeLimitMs);
  outputStream?.on("data", (chunk: Buffer) => capture.addOutput(chunk));
  errorStream?.on("data", (chunk: Buffer) => capture.addError(chunk));
  if (child.pid !== undefined) trackGroup(child.pid);
  child.stdin?.on("error", () => {}); // a program need not read its input
  if (typeof request.input === "string") child.stdin?.end(request.input);

  return new Promise((resolve) => {
    const finish = (exit: ExitFacts): void => {
      clearTimeout(timer);
      if (child.pid !== undefined) releaseGroup(child.pid);
      resolve(buildOutcome(exit, capture, limit, performance.now() - started));
    };
    waitForEnd(child, [outputStream, errorStream], finish);
  });
}

interface ExitFacts {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly startError: string | null;
}

/** Calls `finish` once the child has exited (or failed to start) and its output streams have closed. */
function waitForEnd(
  child: ChildProcess,
  streams: readonly (Readable | undefined)[],
  finish: (exit: ExitFacts) => void,
): void {
  const open = streams.filter((stream): stream is Readable => stream !== undefined);
  let pending = open.length + 1;
  let exit: ExitFacts = { exitCode: null, signal: null, startError: null };
  const settle = (): void => {
    if (--pending === 0) finish(exit);
  };
  for (const stream of open) stream.once("close", settle);
  child.once("exit", (exitCode, signal) => {
    exit = { exitCode, signal, startError: null };
    // Whatever the program left running in its group would hold the output open: end it.
    if (child.pid !== undefined) killGroup(child.pid);
    settle();
  });
  child.once("error", (error) => {
    if (child.pid !== undefined) return; // a failed kill or write, not a failed start
    exit = { exitCode: null, signal: null, startError: error.message };
    for (const stream of open) stream.destroy();
    settle();
  });
}

function buildOutcome(
  exit: ExitFacts,
  capture: Capture,
  limit: RunOutcome["limit"],
  durationMs: number,
): RunOutcome {
  return {
    ...exit,
    output: capture.output(),
    errorOutput: capture.error(),
    limit,
    durationMs: Math.round(durationMs),
  };
}
