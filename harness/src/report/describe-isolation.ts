import type { Isolation } from "../result/suite-result.js";

/**
 * ` · isolation: strict` for a summary line, and where CPU time could not be measured (no cgroup
 * and no `/proc`), that the time limit fell back to the wall clock.
 */
export function describeIsolation(isolation: Isolation | undefined): string {
  if (isolation === undefined) return "";
  const clock =
    isolation.timeLimit === "wall" ? " · time limit on the wall clock (no CPU time here)" : "";
  return ` · isolation: ${isolation.mode}${clock}`;
}
