import { describe, expect, test } from "vitest";
import { shrinkInteger, shrinkIntegers } from "../../src/fuzz/shrink-integers.js";

describe("shrinkInteger", () => {
  test.each([
    ["a lower bound", 57n, (value: bigint) => value >= 10n, 10n],
    ["a bound just below", 1000n, (value: bigint) => value >= 999n, 999n],
    ["a bound of 1", 1000n, (value: bigint) => value >= 1n, 1n],
    ["no bound", 7n, () => true, 0n],
    ["a negative bound", -40n, (value: bigint) => value <= -3n, -3n],
    [
      "even numbers only (one less refused, half accepted)",
      12n,
      (value: bigint) => value % 2n === 0n && value > 0n,
      6n,
    ],
    [
      "no multiples of 9 (one less refused, 1 accepted)",
      10n,
      (value: bigint) => value % 9n !== 0n,
      1n,
    ],
  ])("shrinks under %s", async (_, value, accepts, expected) => {
    expect(await shrinkInteger(value, async (candidate) => accepts(candidate))).toBe(expected);
  });

  test("needs about log2 checks for a large number", async () => {
    let checks = 0;
    const result = await shrinkInteger(1_000_000n, async (value) => {
      checks++;
      return value >= 123_456n;
    });
    expect(result).toBe(123_456n);
    expect(checks).toBeLessThanOrEqual(30);
  });

  test("tries 0, 1, half and one less, then stops: four checks for a number already smallest", async () => {
    const tried: bigint[] = [];
    const result = await shrinkInteger(50n, async (value) => {
      tried.push(value);
      return value === 50n;
    });
    expect(result).toBe(50n);
    expect(tried).toEqual([0n, 1n, 25n, 49n]);
  });
});

describe("shrinkIntegers", () => {
  test("shrinks each integer word of each line, leaving other words and spacing alone", async () => {
    const lines = ["dice 7  40", "square A1", "-12"];
    const result = await shrinkIntegers(lines, async (candidate) => {
      const [dice = "", , last = ""] = candidate;
      const [, first, second] = dice.split(/\s+/);
      return Number(first) >= 7 && Number(second) > 30 && Number(last) <= -5;
    });
    expect(result).toEqual(["dice 7  31", "square A1", "-5"]);
  });

  test("shrinks arguments that are numbers and skips those that are not", async () => {
    const result = await shrinkIntegers(["400000", "x", "6"], async (args) => args[1] === "x");
    expect(result).toEqual(["0", "x", "0"]);
  });
});
