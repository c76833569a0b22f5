import { describe, expect, test } from "vitest";
import { shrinkInteger, shrinkIntegers } from "../../src/fuzz/shrink-integers.js";

describe("shrinkInteger", () => {
  test.each([
    [57n, (value: bigint) => value >= 10n, 10n],
    [1000n, (value: bigint) => value >= 999n, 999n],
    [1000n, (value: bigint) => value >= 1n, 1n],
    [7n, () => true, 0n],
    [-40n, (value: bigint) => value <= -3n, -3n],
    [12n, (value: bigint) => value % 2n === 0n && value > 0n, 2n],
  ])("shrinks %s to the smallest accepted value", async (value, accepts, expected) => {
    expect(await shrinkInteger(value, async (candidate) => accepts(candidate))).toBe(expected);
  });

  test("needs about log2 checks for a large number", async () => {
    let checks = 0;
    const result = await shrinkInteger(1_000_000n, async (value) => {
      checks++;
      return value >= 123_456n;
    });
    expect(result).toBe(123_456n);
    expect(checks).toBeLessThanOrEqual(24);
  });

  test("stops after two checks when one less is already refused", async () => {
    let checks = 0;
    const result = await shrinkInteger(50n, async (value) => {
      checks++;
      return value === 50n || value === 2n;
    });
    expect(result).toBe(50n);
    expect(checks).toBe(2);
  });
});

describe("shrinkIntegers", () => {
  test("shrinks each integer word of each line, leaving other words and spacing alone", async () => {
    const lines = ["dice 7  40", "square A1", "-12"];
    const result = await shrinkIntegers(lines, async (candidate) => {
      const [dice = "", , last = ""] = candidate;
      const [, first, , second] = dice.split(/( +)/).filter((part) => part !== "");
      return Number(first) >= 7 && Number(second) > 30 && Number(last) <= -5;
    });
    expect(result).toEqual(["dice 7  31", "square A1", "-5"]);
  });

  test("shrinks arguments that are numbers and skips those that are not", async () => {
    const result = await shrinkIntegers(["400000", "x", "6"], async (args) => args[1] === "x");
    expect(result).toEqual(["0", "x", "0"]);
  });
});
