import { expect, test } from "vitest";
import { parseWholeNumber } from "../../src/engine/parse-number.js";

test.each([
  ["3", 3],
  [" 12 ", 12],
  ["+4", 4],
  ["-1", -1],
  ["007", 7],
  ["", undefined],
  ["three", undefined],
  ["3.5", undefined],
  ["1e3", undefined],
  ["3 4", undefined],
  ["0x10", undefined],
])("reads %j as %s", (line, expected) => {
  expect(parseWholeNumber(line)).toBe(expected);
});
