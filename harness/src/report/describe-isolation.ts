import type { Isolation } from "../result/suite-result.js";

/**
 * ` · isolation: strict` for a summary line, and where CPU time could not be measured (no cgroup
 * and no `/proc`), that the time limit fell back to the wall clock.
 */
export function describeIsolation(isolation: Isolation | undefined): string {
  return isolation === undefined ? "" : ` · isolation: ${nameIsolation(isolation)}`;
}

/** `strict`, or with the time limit on the wall clock, `strict · time limit on the wall clock (…)`. */
export function nameIsolation(isolation: Isolation): string {
  const clock =
    isolation.timeLimit === "wall" ? " · time limit on the wall clock (no CPU time here)" : "";
  return `${isolation.mode}${clock}`;
}
