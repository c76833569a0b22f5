import { describe, expect, test } from "vitest";
import { shortenToken } from "../../src/engine/shorten-token.js";

describe("shortenToken", () => {
  test.each([
    ["", ""],
    ["M", "M"],
    ["abc", "abc"],
    ["1234", "123..."],
    ["abcdefghijklmnopqrst", "abc..."],
    ["日本語です", "日本語..."],
    ["🐟", "🐟"],
    ["a🐟", "a🐟"],
  ])("shows %j as %j", (token, shown) => {
    expect(shortenToken(token)).toBe(shown);
  });

  test("counts UTF-16 code units and shows half an emoji as U+FFFD", () => {
    expect(shortenToken("🐟🐟")).toBe("🐟\uFFFD...");
  });
});
