import { CliError } from "@games/cli-kit";
import type { Comparison } from "./compare-programs.js";
import type { GeneratedInput, InputGenerator } from "./generated-input.js";

/** Which inputs to try: `runs` of them, seeded from `seed`, sizes growing to `maxSize`. */
export interface FuzzPlan {
  readonly runs: number;
  readonly seed: number;
  readonly maxSize: number;
  /** Runs compared at once. */
  readonly jobs: number;
}

/** The first run whose outputs differed. */
export interface FoundDifference {
  /** 1-based. */
  readonly run: number;
  readonly runs: number;
  readonly size: number;
  /** The seed given to `generateInput` for this run. */
  readonly inputSeed: number;
  readonly input: GeneratedInput;
  readonly comparison: Extract<Comparison, { kind: "differs" }>;
}

/**
 * Compares the programs on run 1, 2, … of the plan, `jobs` at a time, and returns the first run
 * (in run order) on which they differ. A run the reference itself fails is an error: our generator
 * or reference is broken, not the candidate.
 */
export async function findDifference(
  generate: InputGenerator,
  plan: FuzzPlan,
  compare: (input: GeneratedInput, run: number) => Promise<Comparison>,
): Promise<FoundDifference | undefined> {
  for (let first = 1; first <= plan.runs; first += plan.jobs) {
    const batch = Array.from(
      { length: Math.min(plan.jobs, plan.runs - first + 1) },
      (_, offset) => first + offset,
    ).map((run) => {
      const size = sizeOfRun(run, plan);
      const inputSeed = seedOfRun(run, plan.seed);
      const input = generate({ seed: inputSeed, size });
      return { run, runs: plan.runs, size, inputSeed, input };
    });
    const comparisons = await Promise.all(batch.map((item) => compare(item.input, item.run)));
    for (const [index, comparison] of comparisons.entries()) {
      const item = batch[index];
      if (item === undefined) continue;
      if (comparison.kind === "invalid") throw describeInvalid(comparison, item.run);
      if (comparison.kind === "differs") return { ...item, comparison };
    }
  }
  return undefined;
}

/** Sizes grow evenly from 1 on the first run to `maxSize` on the last: small inputs first. */
export function sizeOfRun(run: number, plan: Pick<FuzzPlan, "runs" | "maxSize">): number {
  if (plan.runs <= 1) return plan.maxSize;
  return 1 + Math.round(((plan.maxSize - 1) * (run - 1)) / (plan.runs - 1));
}

/** A generator seed per run, spread out so that nearby `--seed`s do not share inputs. */
export function seedOfRun(run: number, seed: number): number {
  return (Math.imul(seed, 0x9e3779b1) + run) >>> 0;
}

function describeInvalid(comparison: Extract<Comparison, { kind: "invalid" }>, run: number) {
  const { reference } = comparison;
  const how =
    reference.startError ??
    (reference.limit !== null
      ? `stopped at the ${reference.limit} limit`
      : reference.signal !== null
        ? `killed by ${reference.signal}`
        : `exit code ${reference.exitCode}`);
  const said = reference.errorOutput.trim().split("\n")[0] ?? "";
  return new CliError(
    `the reference failed on the generated input of run ${run} (${how}${said === "" ? "" : `: ${said}`}): the game's generator or program is wrong, not the candidate`,
  );
}
