import type { Prejudgement } from "../prejudged-case.js";
import type { CaseReport } from "../result.js";

export interface TimeoutStop {
  /** Counts each result (given in case order). */
  readonly onCase: (item: CaseReport) => void;
  /** Not Run once `max` cases exceeded the time limit; else `undefined` (run the case). */
  readonly prejudge: (name: string) => Prejudgement | undefined;
}

/**
 * `--max-tle N`: a submission that hangs costs the time limit once per case; after N Time Limit
 * Exceeded cases the cases not yet started are recorded as Not Run instead (no points). Cases
 * already running still finish, so a few more than N may time out.
 */
export function stopAfterTimeouts(max: number | undefined): TimeoutStop {
  let timeouts = 0;
  return {
    onCase(item) {
      if (item.verdict === "Time Limit Exceeded") timeouts++;
    },
    prejudge() {
      if (max === undefined || timeouts < max) return undefined;
      const cases = max === 1 ? "case" : "cases";
      return {
        verdict: "Not Run",
        message: `not run: the program exceeded the time limit in ${timeouts} ${cases} (--max-tle ${max})`,
      };
    },
  };
}
