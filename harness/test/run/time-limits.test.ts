import { describe, expect, test } from "vitest";
import { cpuBackstopSeconds, settleTimeLimits } from "../../src/run/time-limits.js";

describe("settleTimeLimits", () => {
  test.each([
    [500, 5500],
    [2000, 7000],
    [2500, 7500],
    [5000, 15_000],
    [10_000, 30_000],
  ])("a time limit of %i ms gets a wall limit of %i ms", (timeLimitMs, wallLimitMs) => {
    expect(settleTimeLimits(timeLimitMs)).toEqual({ timeLimitMs, wallLimitMs });
  });

  test("keeps a wall limit that was given", () => {
    expect(settleTimeLimits(2000, 3000)).toEqual({ timeLimitMs: 2000, wallLimitMs: 3000 });
  });
});

describe("cpuBackstopSeconds", () => {
  test.each([
    [300, 2],
    [1000, 3],
    [1500, 4],
    [5000, 11],
  ])("RLIMIT_CPU for a time limit of %i ms is %i s", (timeLimitMs, seconds) => {
    expect(cpuBackstopSeconds(timeLimitMs)).toBe(seconds);
  });

  // The kernel counts RLIMIT_CPU in ticks, 1.6× the time a computing program ran on a busy machine
  // (measured here): a backstop any closer ends a program the time limit lets finish.
  test.each([100, 1000, 2000, 5000, 10_000, 60_000])(
    "lies past 1.6 × a time limit of %i ms",
    (timeLimitMs) => {
      expect(cpuBackstopSeconds(timeLimitMs) * 1000).toBeGreaterThan(1.6 * timeLimitMs);
    },
  );
});
