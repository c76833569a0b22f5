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
    [1000, 2],
    [1500, 3],
  ])("RLIMIT_CPU for a time limit of %i ms is %i s", (timeLimitMs, seconds) => {
    expect(cpuBackstopSeconds(timeLimitMs)).toBe(seconds);
  });
});
