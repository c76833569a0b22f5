import { describe, expect, test } from "vitest";
import type { Comparison } from "../../src/fuzz/compare-programs.js";
import type { GeneratedInput } from "../../src/fuzz/generated-input.js";
import { createShrinkCheck } from "../../src/fuzz/shrink-check.js";
import { makeDifference, makeRun } from "./fake-runs.js";

const input = (stdin: string): GeneratedInput => ({ stdin, args: [] });

function compareByLength(compared: string[]) {
  return async ({ stdin }: GeneratedInput): Promise<Comparison> => {
    compared.push(stdin);
    if (stdin === "") return { kind: "invalid", reference: makeRun("", { exitCode: 2 }) };
    return stdin.length > 2 ? makeDifference("a", "b") : { kind: "same", reference: makeRun("") };
  };
}

describe("createShrinkCheck", () => {
  test("holds while the programs differ, and compares each input once", async () => {
    const compared: string[] = [];
    const shrink = createShrinkCheck(compareByLength(compared), 100);
    expect(await shrink.check(input("abc"))).toBe(true);
    expect(await shrink.check(input("ab"))).toBe(false);
    expect(await shrink.check(input("abc"))).toBe(true);
    expect(compared).toEqual(["abc", "ab"]);
    expect(shrink.recall(input("abc"))?.kind).toBe("differs");
  });

  test("counts two runs per comparison, one when the reference refused the input", async () => {
    const shrink = createShrinkCheck(compareByLength([]), 100);
    await shrink.check(input("abc"));
    await shrink.check(input(""));
    expect(shrink.programRuns()).toBe(3);
    expect(shrink.limitReached()).toBe(false);
  });

  test("stops comparing at the limit, and says so", async () => {
    const compared: string[] = [];
    const shrink = createShrinkCheck(compareByLength(compared), 3);
    expect(await shrink.check(input("abc"))).toBe(true);
    expect(await shrink.check(input("abcd"))).toBe(false);
    expect(compared).toEqual(["abc"]);
    expect(shrink.limitReached()).toBe(true);
    expect(await shrink.check(input("abc"))).toBe(true);
  });
});
