import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { splitDice } from "../src/split-dice.js";

describe("splitDice", () => {
  test.each([
    ["", []],
    ["2", ["2"]],
    ["2 5", ["2", "5"]],
    ["  2\t\t5 \r", ["2", "5"]],
    ["2\f3\v4", ["2", "3", "4"]],
    ["2\u00a03", ["2\u00a03"]],
    [" \t ", []],
  ])("splits %j into %j", (line, dice) => {
    expect(splitDice(line)).toEqual(dice);
  });

  test("gives what the regular expression it replaces gives, without the empty pieces", () => {
    const separator = fc.constantFrom(" ", "\t", "\r", "\f", "\v", "\u00a0", "\u2003");
    const line = fc
      .array(fc.oneof(separator, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 20 })
      .map((parts) => parts.join("").replace(/\n/g, ""));
    fc.assert(
      fc.property(line, (text) => {
        const expected = text.split(/[ \t\r\f\v]+/).filter((die) => die !== "");
        expect(splitDice(text)).toEqual(expected);
      }),
    );
  });
});
