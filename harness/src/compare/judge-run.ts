import type { FirstDifference, TimeLimitHit } from "../result/suite-result.js";
import type { CompareMode, Verdict } from "../result/verdict.js";
import type { RunOutcome } from "../run/run-program.js";
import { compareOutput } from "./compare-output.js";
import {
  findFirstDifference,
  findFirstNonWhitespaceDifference,
  isWhitespaceDifference,
} from "./first-difference.js";
import { keepEnd } from "./kept-output.js";
import { renderDiff } from "./render-diff.js";

export interface Expectation {
  readonly expected: string;
  readonly compare: CompareMode;
  readonly exitCode: number;
  /** Any output on standard error is a Runtime Error (Mooshak's rule). */
  readonly strictStderr: boolean;
  readonly timeLimitMs: number;
  readonly wallLimitMs: number;
  readonly outputLimitBytes: number;
  /** The memory limit, when one was enforced. */
  readonly memoryLimitBytes?: number;
}

export interface Judgement {
  readonly verdict: Verdict;
  readonly message?: string;
  /** For a Time Limit Exceeded: the clock that ended it, CPU time or the wall-clock backstop. */
  readonly limit?: TimeLimitHit;
  /** For a Time Limit Exceeded at the wall limit: the waits for a processor not counted against it. */
  readonly waitMs?: number;
  readonly firstDifference?: FirstDifference;
  readonly firstNonWhitespaceDifference?: FirstDifference;
  readonly diff?: string;
  /** The end of the output of a run whose output was not judged (a crash, a limit). */
  readonly output?: string;
}

/**
 * The verdict of one run, by Mooshak's precedence: a crash (Runtime Error) over the time limit over
 * the output limit over the output itself. A program the harness stopped for a limit is judged by
 * that limit, not by the signal that stopped it.
 */
export function judgeRun(run: RunOutcome, expectation: Expectation): Judgement {
  const failure = judgeFailure(run, expectation);
  if (failure !== undefined) {
    return run.output === "" ? failure : { ...failure, output: keepEnd(run.output) };
  }
  const verdict = compareOutput(expectation.expected, run.output, expectation.compare);
  if (verdict === "Accepted") return { verdict };
  const first = findFirstDifference(expectation.expected, run.output, expectation.compare);
  // Only after a difference in whitespace: after any other its line and column (the expected
  // text's) and the output's piece, found with whitespace skipped, were from different lines.
  const visible =
    verdict === "Wrong Answer" && expectation.compare !== "tokens" && isWhitespaceDifference(first)
      ? findFirstNonWhitespaceDifference(expectation.expected, run.output)
      : undefined;
  return {
    verdict,
    firstDifference: first,
    ...(visible === undefined ? {} : { firstNonWhitespaceDifference: visible }),
    diff: renderDiff(expectation.expected, run.output),
  };
}

function judgeFailure(run: RunOutcome, expectation: Expectation): Judgement | undefined {
  if (isOutOfMemory(run)) {
    const limit = expectation.memoryLimitBytes;
    const size =
      limit === undefined
        ? "its memory"
        : `${Math.round(limit / 1024 ** 2)} MiB (the memory limit)`;
    return { verdict: "Memory Limit Exceeded", message: `used more than ${size}; stopped` };
  }
  if (run.limit === "disk") {
    return {
      verdict: "Runtime Error",
      message:
        "disk limit: a folder it may write was full when it failed (its working folder holds 3 times the file limit, /tmp and /dev/shm once each)",
    };
  }
  const crash = describeCrash(run, expectation);
  if (crash !== undefined) return { verdict: "Runtime Error", message: crash };
  if (run.limit === "cpu" || run.limit === "wall") {
    const message = describeTimeLimit(run, expectation);
    const waits = run.waitMs === null ? {} : { waitMs: Math.round(run.waitMs) };
    return { verdict: "Time Limit Exceeded", limit: run.limit, message, ...waits };
  }
  if (run.limit === "output") {
    return {
      verdict: "Output Limit Exceeded",
      message: `wrote more than ${expectation.outputLimitBytes} bytes (the output limit); stopped`,
    };
  }
  return undefined;
}

/** Stopped by the cgroup's limit, or a JVM that ran out of heap and said so before it died. */
function isOutOfMemory(run: RunOutcome): boolean {
  if (run.limit === "memory") return true;
  return run.exitCode !== 0 && run.errorOutput.includes("java.lang.OutOfMemoryError");
}

function describeCrash(run: RunOutcome, expectation: Expectation): string | undefined {
  if (run.startError !== null) return `could not start: ${run.startError}`;
  if (run.limit !== null) return undefined;
  if (run.signal === "SIGXFSZ") return "killed by SIGXFSZ: wrote a file larger than the file limit";
  if (run.signal !== null) return `killed by ${run.signal}`;
  if (run.exitCode !== expectation.exitCode) {
    const wanted = expectation.exitCode === 0 ? "" : ` (expected ${expectation.exitCode})`;
    return `exit code ${run.exitCode}${wanted}`;
  }
  if (expectation.strictStderr && run.errorOutput !== "") return "wrote to standard error";
  return undefined;
}

/** Which clock stopped it, and how much CPU time it had used (see `decideTimeLimit`). */
function describeTimeLimit(run: RunOutcome, expectation: Expectation): string {
  const limit = formatSeconds(expectation.timeLimitMs);
  const stopped = run.signal === null ? "" : "; stopped";
  if (run.limit === "cpu") return `used more than ${limit} of CPU time (the time limit)${stopped}`;
  if (run.cpuMs === null) {
    return `still running after ${limit} (the time limit, on the wall clock: CPU time is not measured here)${stopped}`;
  }
  const wall = formatSeconds(expectation.wallLimitMs);
  const cpu = formatSeconds(run.cpuMs);
  const waited = run.waitMs === null ? "time" : formatSeconds(run.waitMs);
  return `still running after ${wall} of wall-clock time (the wall limit; ${waited} spent waiting for a busy processor not counted), having used ${cpu} of CPU time${stopped}`;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
