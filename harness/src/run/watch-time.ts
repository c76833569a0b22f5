import type { TimeLimitHit } from "./decide-time-limit.js";
import { defaultWallLimit } from "./time-limits.js";

/** How often a running program's CPU time is read: one small file, for a cgroup. */
const CPU_POLL_MS = 50;

export interface TimeWatch {
  /** The program's CPU time at the last look, where it is measured. */
  readonly lastCpuMs: () => number | null;
  readonly end: () => void;
}

export interface TimeWatchRequest {
  readonly timeLimitMs: number;
  readonly wallLimitMs?: number;
  /** Reads the program's CPU time; missing where it cannot be measured. */
  readonly readCpuMs?: () => number | null;
}

/**
 * Calls `stop` when the program's CPU time reaches the time limit (read every 50 ms) or the wall
 * clock reaches its limit; where CPU time is not measured, the time limit is wall-clock time.
 */
export function watchTime(
  request: TimeWatchRequest,
  stop: (limit: TimeLimitHit) => void,
): TimeWatch {
  const { readCpuMs, timeLimitMs } = request;
  const wallMs =
    readCpuMs === undefined ? timeLimitMs : (request.wallLimitMs ?? defaultWallLimit(timeLimitMs));
  const timer = setTimeout(() => stop("wall"), wallMs);
  let lastCpuMs: number | null = null;
  const poll =
    readCpuMs &&
    setInterval(() => {
      lastCpuMs = readCpuMs() ?? lastCpuMs;
      if (lastCpuMs !== null && lastCpuMs >= timeLimitMs) stop("cpu");
    }, CPU_POLL_MS);
  return {
    lastCpuMs: () => lastCpuMs,
    end: () => {
      clearTimeout(timer);
      clearInterval(poll);
    },
  };
}
