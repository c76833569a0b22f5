import type { Comparison } from "../../src/fuzz/compare-programs.js";
import type { RunOutcome } from "../../src/run/run-program.js";

/** A finished run that printed `output`, for comparisons made without processes. */
export function makeRun(output: string, overrides: Partial<RunOutcome> = {}): RunOutcome {
  return {
    output,
    errorOutput: "",
    exitCode: 0,
    signal: null,
    limit: null,
    startError: null,
    durationMs: 1,
    memoryBytes: null,
    cpuMs: null,
    waitMs: null,
    ...overrides,
  };
}

export function makeDifference(expected: string, actual: string): Comparison {
  return {
    kind: "differs",
    reference: makeRun(expected),
    candidate: makeRun(actual),
    judgement: { verdict: "Wrong Answer" },
  };
}
