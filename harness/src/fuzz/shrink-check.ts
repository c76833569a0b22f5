import type { Comparison } from "./compare-programs.js";
import type { GeneratedInput } from "./generated-input.js";

export interface ShrinkCheck {
  /** True while the programs still differ on `input` (and the reference takes it as valid). */
  readonly check: (input: GeneratedInput) => Promise<boolean>;
  /** The comparison already made for `input`, if any. */
  readonly recall: (input: GeneratedInput) => Comparison | undefined;
  /** Programs run so far: two per input compared, one when the reference refused it. */
  readonly programRuns: () => number;
  /** Whether some input went untried because the limit was reached. */
  readonly limitReached: () => boolean;
}

const MOST_RUNS_PER_COMPARISON = 2;

/**
 * The shrinker's check over real programs: each input is compared once (a repeat is answered from
 * memory) and at most `limit` programs run; past it every new input counts as not differing.
 */
export function createShrinkCheck(
  compare: (input: GeneratedInput) => Promise<Comparison>,
  limit: number,
): ShrinkCheck {
  const seen = new Map<string, Comparison>();
  let runs = 0;
  let reached = false;
  const keyOf = (input: GeneratedInput): string => JSON.stringify([input.stdin, input.args]);
  return {
    async check(input) {
      const key = keyOf(input);
      let comparison = seen.get(key);
      if (comparison === undefined) {
        if (runs + MOST_RUNS_PER_COMPARISON > limit) {
          reached = true;
          return false;
        }
        comparison = await compare(input);
        runs += comparison.kind === "invalid" ? 1 : 2;
        seen.set(key, comparison);
      }
      return comparison.kind === "differs";
    },
    recall: (input) => seen.get(keyOf(input)),
    programRuns: () => runs,
    limitReached: () => reached,
  };
}
