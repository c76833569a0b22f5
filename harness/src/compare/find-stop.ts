import type { FirstDifference } from "../result/suite-result.js";
import { findFirstDifference } from "./first-difference.js";

/**
 * Where an output that ended early stopped: the place in `expected` after the last character of
 * `actual`, when `actual` is, byte for byte, a shorter beginning of `expected`; `undefined` when it
 * went wrong before it stopped (the command there would not be where it stopped) or did not stop
 * short.
 */
export function findStop(expected: string, actual: string): FirstDifference | undefined {
  if (actual.length >= expected.length || !expected.startsWith(actual)) return undefined;
  return findFirstDifference(expected, actual, "exact");
}
