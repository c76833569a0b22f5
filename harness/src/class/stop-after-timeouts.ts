import type { Prejudgement } from "../prejudged-case.js";
import type { Limiter } from "./create-limiter.js";

export interface TimeoutStop {
  /** The limiter to grade the cases through: it counts each case as soon as it ends. */
  readonly limit: Limiter;
  /** Not Run once `max` cases exceeded the time limit; else `undefined` (run the case). */
  readonly prejudge: (name: string) => Prejudgement | undefined;
}

/**
 * `--max-tle N`: a submission that hangs costs the time limit once per case; after N Time Limit
 * Exceeded cases the cases not yet started are recorded as Not Run instead (no points). Cases
 * already running still finish, so a few more than N may time out.
 */
export function stopAfterTimeouts(max: number | undefined, limit: Limiter): TimeoutStop {
  let timeouts = 0;
  return {
    limit: (run) =>
      limit(async () => {
        const result = await run();
        if ((result as { verdict?: unknown } | null)?.verdict === "Time Limit Exceeded") timeouts++;
        return result;
      }),
    prejudge() {
      if (max === undefined || timeouts < max) return undefined;
      const cases = timeouts === 1 ? "case" : "cases";
      return {
        verdict: "Not Run",
        message: `not run: the program exceeded the time limit in ${timeouts} ${cases} (--max-tle ${max})`,
      };
    },
  };
}
