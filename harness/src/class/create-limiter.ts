/** Runs `run` once one of the limiter's slots is free; callers wait their turn in order. */
export type Limiter = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * At most `slots` runs at once, shared by every student's build and cases, so that `-j N` means
 * N programs at a time however the work is split between students.
 */
export function createLimiter(slots: number): Limiter {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (run) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line, or becomes free.
      if (next === undefined) free++;
      else next();
    }
  };
}
