import type { TimeLimitHit } from "../result/suite-result.js";
import { defaultWallLimit } from "./time-limits.js";

/** How often a running program's CPU time is read: one small file, for a cgroup. */
const CPU_POLL_MS = 50;

/**
 * The wall limit stretches for the time the program waited for a busy processor, but never past
 * this many times itself: on a machine loaded without end a sleeper's few wake-ups could each wait
 * long enough to hold its case for ever, and a grading must end.
 */
const MOST_STRETCH = 4;

/**
 * Looks at the clocks this far apart (the poll is every 50 ms) mean the grader itself was held up:
 * another student's zip unpacked, a long report, a machine that did not schedule it. The program
 * went on meanwhile, but one that waited on the grader (its output in a full pipe) or had ended
 * (its exit and output not read yet) must not lose its wall clock to it.
 */
const HELD_UP_MS = 250;

export interface TimeWatch {
  /** The program's CPU time at the last look, where it is measured. */
  readonly lastCpuMs: () => number | null;
  /**
   * How much waiting for a processor the wall limit was stretched by when it stopped the program;
   * null where waits are not measured, or the wall limit stopped nothing.
   */
  readonly wallWaitMs: () => number | null;
  readonly end: () => void;
}

export interface TimeWatchRequest {
  readonly timeLimitMs: number;
  readonly wallLimitMs?: number;
  /** Reads the program's CPU time; missing where it cannot be measured. */
  readonly readCpuMs?: () => number | null;
  /** Reads how long its threads have waited for a processor (see `readProcessTreeWaitMs`). */
  readonly readWaitMs?: () => number;
}

/**
 * Node's longest timer (about 24.8 days): a longer delay is taken as 1 ms, with a warning each time.
 * A longer wall limit is checked again when this one runs out.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `stop` when the program's CPU time reaches the time limit (read every 50 ms), or when the
 * wall clock, less the time the program waited for a processor and the time the grader itself was
 * held up (not looking), reaches the wall limit: a program that sleeps is stopped at the wall limit,
 * one that a busy machine keeps waiting is left to its CPU time. Where CPU time is not measured, the
 * time limit is wall-clock time.
 */
export function watchTime(
  request: TimeWatchRequest,
  stop: (limit: TimeLimitHit) => void,
): TimeWatch {
  const { readCpuMs, timeLimitMs } = request;
  const wallMs =
    readCpuMs === undefined ? timeLimitMs : (request.wallLimitMs ?? defaultWallLimit(timeLimitMs));
  const startedAt = performance.now();
  let wallWaitMs: number | null = null;
  // Measured only where the poll looks every 50 ms: without it, the wall clock is the time limit.
  let heldUpMs = 0;
  let lastLookAt = startedAt;
  const look = (): void => {
    const now = performance.now();
    if (readCpuMs !== undefined && now - lastLookAt > HELD_UP_MS)
      heldUpMs += now - lastLookAt - CPU_POLL_MS;
    lastLookAt = now;
  };
  const checkWall = (): void => {
    look();
    const elapsed = performance.now() - startedAt;
    // Held-up time is the grader's own, measured whole: it is not capped as the program's waits are.
    const processorWait = Math.min(request.readWaitMs?.() ?? 0, elapsed * (1 - 1 / MOST_STRETCH));
    const waited = processorWait + heldUpMs;
    const left = wallMs - (elapsed - waited);
    if (left > 0) {
      timer = setTimeout(checkWall, Math.min(left, LONGEST_TIMER_MS));
      return;
    }
    // The program's own waits: the grader's hold-ups are not time the program waited for a
    // processor (`--max-tle` weighs this against the time it slept, as the report says it is).
    if (request.readWaitMs !== undefined) wallWaitMs = processorWait;
    stop("wall");
  };
  let timer = setTimeout(checkWall, Math.min(wallMs, LONGEST_TIMER_MS));
  let lastCpuMs: number | null = null;
  const poll =
    readCpuMs &&
    setInterval(() => {
      look();
      lastCpuMs = readCpuMs() ?? lastCpuMs;
      if (lastCpuMs !== null && lastCpuMs >= timeLimitMs) stop("cpu");
    }, CPU_POLL_MS);
  return {
    lastCpuMs: () => lastCpuMs,
    wallWaitMs: () => wallWaitMs,
    end: () => {
      clearTimeout(timer);
      clearInterval(poll);
    },
  };
}
