import type { ChildProcess } from "node:child_process";
import { constants } from "node:os";
import type { Readable } from "node:stream";
import type { TimeLimitHit } from "../result/suite-result.js";
import {
  type Program,
  type RunUsage,
  type SandboxPlan,
  type StartedProgram,
  startProgram,
} from "../sandbox/index.js";
import { type Capture, createCapture } from "./capture-output.js";
import { decideTimeLimit } from "./decide-time-limit.js";
import { killGroup, releaseGroup, trackGroup } from "./process-group.js";
import { watchTime } from "./watch-time.js";

export interface RunRequest {
  readonly program: Program;
  /** Arguments of this case, after the program's own. */
  readonly args: readonly string[];
  /** The working folder when not sandboxed (a sandboxed run gets a private one). */
  readonly cwd: string;
  /** Standard input, written to the child through a pipe (never a descriptor of a case's file). */
  readonly input: string | Buffer;
  /** Give the child one stream for standard output and standard error (protocol cases). */
  readonly mergeErrors: boolean;
  /** CPU time; where it cannot be measured, wall-clock time. */
  readonly timeLimitMs: number;
  /** The wall-clock backstop (default: see `defaultWallLimit`). */
  readonly wallLimitMs?: number;
  readonly outputLimitBytes: number;
  readonly sandbox: SandboxPlan;
  /** Host folders the program may write to and keep what it wrote (a build's output folder). */
  readonly writable?: readonly string[];
}

/** How a run ended; every way a program can fail is a value here, never an exception. */
export interface RunOutcome {
  readonly output: string;
  /** Its standard error's first 8 KiB, `errorCut` when it wrote more. */
  readonly errorOutput: string;
  readonly errorCut?: boolean;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  /**
   * The limit the program exceeded, if any: its CPU time, the wall clock (the backstop, or the time
   * limit itself where CPU time is not measured: then `cpuMs` is null), its output, its memory, or
   * `disk`: it failed with its disk full.
   */
  readonly limit: TimeLimitHit | "output" | "memory" | "disk" | null;
  readonly startError: string | null;
  readonly durationMs: number;
  /**
   * Peak memory of everything it started where a cgroup measured it, and their CPU time: from the
   * cgroup, else the last sample of its process tree (null where none was taken).
   */
  readonly memoryBytes: number | null;
  readonly cpuMs: number | null;
  /**
   * For a run the wall limit stopped: how long its threads had waited for a busy processor, the
   * time the wall limit was stretched by; null where not measured, or for any other end.
   */
  readonly waitMs: number | null;
}

/** Runs one case of `request` to the end, or until a limit stops all it started. */
export async function runProgram(request: RunRequest): Promise<RunOutcome> {
  const started = await startProgram({
    file: request.program.file,
    args: [...request.program.args, ...request.args],
    plan: request.sandbox,
    mergeErrors: request.mergeErrors,
    cwd: request.cwd,
    env: request.program.env,
    writable: request.writable,
    timeLimitMs: request.timeLimitMs,
  });
  const { child } = started;
  // Merged, the program writes nothing to standard error: what is there is bwrap's own, if it failed.
  const streams = [child.stdout, child.stderr];
  // Listened to at once: a child that ended before would leave no event to wait for.
  const { stoppedFor, lastCpuMs, wallWaitMs, ...outcome } = await watchChild(
    started,
    streams as Readable[],
    request,
  );
  const usage = await started.finish();
  const signal = outcome.signal ?? boxedSignal(request.sandbox, outcome.exitCode, usage.programEnd);
  const startError = outcome.startError ?? whyNotRun(usage, outcome);
  const cpuMs = usage.cpuMs ?? largerOf(usage.programCpuMs, lastCpuMs);
  const timeLimit = decideTimeLimit({
    stoppedFor,
    signal,
    cpuMs,
    timeLimitMs: request.timeLimitMs,
    cpuBackstopMs: started.cpuBackstopMs ?? null,
  });
  return {
    ...outcome,
    startError,
    exitCode: signal === null ? outcome.exitCode : null,
    signal,
    limit: timeLimit ?? outcome.limit ?? findLimit(usage, signal),
    memoryBytes: usage.memoryBytes,
    cpuMs,
    waitMs: timeLimit === "wall" ? wallWaitMs : null,
  };
}

/**
 * Without a cgroup, the larger of two counts that each may miss some: the launcher's of what the
 * program waited for (not what it left running), and the watcher's last look at the process tree
 * (up to a poll before the end).
 */
function largerOf(reported: number | null, sampled: number | null): number | null {
  if (reported === null) return sampled;
  return sampled === null ? reported : Math.max(reported, sampled);
}

/** A limit only the box saw: the cgroup's memory, the working folder's and `/tmp`'s size. */
function findLimit(usage: RunUsage, signal: NodeJS.Signals | null): RunOutcome["limit"] {
  if (usage.outOfMemory && signal === "SIGKILL") return "memory";
  return usage.diskFull ? "disk" : null;
}

/**
 * Why the program never ran, or null. The box's launcher, or the wrapper of a run without a box,
 * says so on a descriptor of its own, closed for the program, which can therefore exit with any code
 * and write anything. A run that ended before its launcher said anything, with a failure, ended
 * with bwrap's message, the only one on its streams. After the wrapper, `setpriv` (root's basic runs)
 * or the perl that gives a basic run its own session keyring (see `inOwnSessionKeyring`) may still fail
 * to start the program: told by its message and its exit.
 */
function whyNotRun(usage: RunUsage, outcome: JudgedRun): string | null {
  const line = (outcome.errorOutput || outcome.output).split("\n")[0] ?? "";
  if (usage.notRun === "") return outcome.exitCode !== null && outcome.exitCode !== 0 ? line : null;
  if (usage.notRun !== null) return usage.notRun;
  if (outcome.exitCode !== 126 && outcome.exitCode !== 127) return null;
  return /^(?:setpriv|games-grade): (failed to execute .*)/.exec(line)?.[1] ?? null;
}

/**
 * `bwrap`, and the wrapper of a basic run, report a program killed by signal N as exit code 128 + N,
 * as a shell does, and so a program that exited with that code; the launcher's shell tells which
 * (see `RUN_AND_COUNT`), except for the two signals shells never name, read as signals.
 */
function boxedSignal(
  plan: SandboxPlan,
  exitCode: number | null,
  programEnd: RunUsage["programEnd"],
): NodeJS.Signals | null {
  if (plan.mode === "none" || exitCode === null || exitCode <= 128) return null;
  const name = Object.entries(constants.signals).find(
    ([, number]) => number === exitCode - 128,
  )?.[0] as NodeJS.Signals | undefined;
  if (programEnd === "exit" && name !== "SIGINT" && name !== "SIGPIPE") return null;
  return name ?? null;
}

function watchChild(
  { child, readCpuMs, readWaitMs, endLeftovers }: StartedProgram,
  [outputStream, errorStream]: Readable[],
  request: RunRequest,
): Promise<WatchedRun> {
  const startedAt = performance.now();
  let stopped: "output" | TimeLimitHit | null = null;
  const exited = (): boolean => child.exitCode !== null || child.signalCode !== null;
  const stop = (reason: "output" | TimeLimitHit): void => {
    // The wall clock's timer runs before the loop reads what waits on the pipes: a grader that was
    // held up may find it due with the program long ended. Read that first; an ended program keeps
    // the output it printed (its leftovers are ended with its exit).
    if (reason === "wall" && stopped === null) {
      setImmediate(() => {
        if (!exited()) stopNow("wall");
        // Ended, its output read: what still holds its pipes escaped its group (a daemon in a
        // session of its own), and the wall limit is the longest it is waited for, as before.
        else endStreams();
      });
      return;
    }
    stopNow(reason);
  };
  const stopNow = (reason: "output" | TimeLimitHit): void => {
    stopped ??= reason; // recorded before the kill: the verdict never depends on which came first
    if (child.pid !== undefined) killGroup(child.pid);
    endStreams();
  };
  // Nothing more is needed from it, and a process that escaped its group must not keep us waiting.
  const endStreams = (): void => {
    outputStream?.destroy();
    errorStream?.destroy();
  };
  const capture = createCapture(request.outputLimitBytes, () => stop("output"));
  const time = watchTime({ ...request, readCpuMs, readWaitMs }, stop);
  outputStream?.on("data", (chunk: Buffer) => capture.addOutput(chunk));
  errorStream?.on("data", (chunk: Buffer) => capture.addError(chunk));
  if (child.pid !== undefined) trackGroup(child.pid);
  child.stdin?.on("error", () => {}); // a program need not read its input
  child.stdin?.end(request.input);

  return new Promise((resolve) => {
    const finish = (exit: ExitFacts): void => {
      time.end();
      if (child.pid !== undefined) releaseGroup(child.pid);
      const stoppedFor = stopped === "output" ? null : stopped;
      const limit = stopped === "output" ? "output" : null;
      resolve({
        ...buildOutcome(exit, capture, limit, performance.now() - startedAt),
        stoppedFor,
        lastCpuMs: time.lastCpuMs(),
        wallWaitMs: time.wallWaitMs(),
      });
    };
    waitForEnd(child, [outputStream, errorStream], endLeftovers, finish);
  });
}

type JudgedRun = Omit<RunOutcome, "memoryBytes" | "cpuMs" | "waitMs">;

interface WatchedRun extends JudgedRun {
  /** The clock the watcher stopped the program for (whether that counts: `decideTimeLimit`). */
  readonly stoppedFor: TimeLimitHit | null;
  /** Its CPU time at the watcher's last look, where measured. */
  readonly lastCpuMs: number | null;
  /** The waits the wall limit was stretched by, if it stopped the program (see `TimeWatch`). */
  readonly wallWaitMs: number | null;
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
  endLeftovers: (() => void) | undefined,
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
    // Whatever the program left running in its group, or its cgroup, would hold the output open.
    if (child.pid !== undefined) killGroup(child.pid);
    endLeftovers?.();
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
  limit: "output" | null,
  durationMs: number,
): JudgedRun {
  return {
    ...exit,
    output: capture.output(),
    errorOutput: capture.error(),
    ...(capture.errorCut() ? { errorCut: true } : {}),
    limit,
    durationMs: Math.round(durationMs),
  };
}
