import type { Prejudgement } from "../grade/index.js";
import type { Limiter } from "./create-limiter.js";

export interface TimeoutStop {
  /** The limiter to grade the cases through: it counts each case as soon as it ends. */
  readonly limit: Limiter;
  /** Not Run once `max` cases exceeded the time limit; else `undefined` (run the case). */
  readonly prejudge: (name: string) => Prejudgement | undefined;
}

/**
 * `--max-tle N`: a submission that loops costs the time limit once per case; after N cases over
 * the CPU time limit the cases not yet started are recorded as Not Run instead (no points). Only
 * CPU time counts: the wall-clock backstop is what a machine's load can reach, and a student must
 * not lose cases to it. Cases already running still finish, so a few more than N may time out.
 */
export function stopAfterTimeouts(max: number | undefined, limit: Limiter): TimeoutStop {
  let timeouts = 0;
  return {
    limit: (run) =>
      limit(async () => {
        const result = await run();
        if (isOverCpuLimit(result)) timeouts++;
        return result;
      }),
    prejudge() {
      if (max === undefined || timeouts < max) return undefined;
      const cases = timeouts === 1 ? "case" : "cases";
      return {
        verdict: "Not Run",
        message: `not run: the program exceeded the CPU time limit in ${timeouts} ${cases} (--max-tle ${max})`,
      };
    },
  };
}

/** The limiter runs builds too: only a case's result carries a verdict. */
function isOverCpuLimit(result: unknown): boolean {
  const { verdict, limit } = (result ?? {}) as { verdict?: unknown; limit?: unknown };
  return verdict === "Time Limit Exceeded" && limit === "cpu";
}
