import type { Prejudgement } from "../grade/index.js";
import type { CaseReport } from "../result/suite-result.js";
import type { Limiter } from "./create-limiter.js";

export interface TimeoutStop {
  /** The limiter to grade the cases through: it counts each case as soon as it ends. */
  readonly limit: Limiter;
  /** Not Run once `max` cases exceeded a time limit; else `undefined` (run the case). */
  readonly prejudge: (name: string) => Prejudgement | undefined;
}

/**
 * `--max-tle N`: a submission that loops or hangs costs a time limit once per case; after N cases
 * Time Limit Exceeded by its own doing, the cases not yet started are recorded as Not Run instead (no
 * points). Cases already running still finish, so a few more than N may time out.
 */
export function stopAfterTimeouts(max: number | undefined, limit: Limiter): TimeoutStop {
  let timeouts = 0;
  return {
    limit: (run) =>
      limit(async () => {
        const result = await run();
        if (isOwnTimeout(result)) timeouts++;
        return result;
      }),
    prejudge() {
      if (max === undefined || timeouts < max) return undefined;
      const cases = timeouts === 1 ? "case" : "cases";
      return {
        verdict: "Not Run",
        message: `not run: the program exceeded a time limit in ${timeouts} ${cases} (--max-tle ${max})`,
      };
    },
  };
}

/**
 * The limiter runs builds too: only a case's result carries a verdict. The CPU time limit always
 * counts; the wall limit when the program spent more of its time asleep (or blocked) than waiting
 * for a processor, which a busy machine, not the program, makes it do.
 */
function isOwnTimeout(result: unknown): boolean {
  const report = (result ?? {}) as Partial<CaseReport>;
  if (report.verdict !== "Time Limit Exceeded") return false;
  if (report.limit === "cpu") return true;
  if (report.limit !== "wall") return false;
  // Waits unmeasured: no `/proc`, where the time limit itself is wall-clock time.
  if (report.waitMs === undefined) return true;
  const asleepMs = (report.durationMs ?? 0) - (report.cpuMs ?? 0) - report.waitMs;
  return asleepMs > report.waitMs;
}
