import { describe, expect, test } from "vitest";
import { matchesName } from "../../src/suite/glob.js";

describe("matchesName", () => {
  test.each([
    ["spec-*", "spec-example-1", true],
    ["spec-*", "my-spec-1", false],
    ["case-?", "case-1", true],
    ["case-?", "case-10", false],
    ["case-[12]", "case-2", true],
    ["case-[!12]", "case-2", false],
    ["a.b", "a.b", true],
    ["double", "fine-then-double-fine", true],
    ["double", "single", false],
  ])("matches %s against %s: %s", (pattern, name, matches) => {
    expect(matchesName(pattern, name)).toBe(matches);
  });
});
