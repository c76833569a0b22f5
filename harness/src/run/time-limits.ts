/**
 * A case's two clocks. The time limit is CPU time (user + system, every process of the program),
 * so a busy machine does not change a verdict; the wall-clock limit only ends a program that sleeps
 * or waits, and is generous enough that load alone never reaches it.
 */
export interface TimeLimits {
  /** CPU time per case (`--time-limit`). */
  readonly timeLimitMs: number;
  /** Wall-clock time per case (`--wall-limit`). */
  readonly wallLimitMs: number;
}

/**
 * The longest a time or wall limit may be, a day: far past any case or build. A limit past any
 * bound (`1e21` seconds) reached `ulimit` as `1e+21`, which it refuses: every case was a Runtime
 * Error.
 */
export const MAX_LIMIT_MS = 24 * 60 * 60 * 1000;

/** Three times the time limit, and never less than 5 s more: a start-up the load slowed still fits. */
export function defaultWallLimit(timeLimitMs: number): number {
  return Math.max(3 * timeLimitMs, timeLimitMs + 5000);
}

export function settleTimeLimits(timeLimitMs: number, wallLimitMs?: number): TimeLimits {
  return { timeLimitMs, wallLimitMs: wallLimitMs ?? defaultWallLimit(timeLimitMs) };
}

/**
 * `RLIMIT_CPU` of each process, whole seconds: a backstop for a watcher that did not get to run (the
 * kernel sends SIGXCPU at it, SIGKILL a second later). Twice the time limit and a second: the
 * kernel counts it in clock ticks, which on a busy machine charge a program that computes up to 1.6×
 * the time it ran (see `decideTimeLimit`), and a backstop any closer would end a program the time
 * limit lets finish.
 */
export function cpuBackstopSeconds(timeLimitMs: number): number {
  return Math.ceil((2 * timeLimitMs) / 1000) + 1;
}
