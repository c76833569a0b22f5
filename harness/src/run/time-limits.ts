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

/** Three times the time limit, and never less than 5 s more: a start-up the load slowed still fits. */
export function defaultWallLimit(timeLimitMs: number): number {
  return Math.max(3 * timeLimitMs, timeLimitMs + 5000);
}

export function settleTimeLimits(timeLimitMs: number, wallLimitMs?: number): TimeLimits {
  return { timeLimitMs, wallLimitMs: wallLimitMs ?? defaultWallLimit(timeLimitMs) };
}

/**
 * `RLIMIT_CPU` of each process, whole seconds: a backstop a second past the time limit, for a
 * watcher that did not get to run (the kernel sends SIGXCPU at it, SIGKILL a second later).
 */
export function cpuBackstopSeconds(timeLimitMs: number): number {
  return Math.ceil(timeLimitMs / 1000) + 1;
}
