import { describe, expect, test } from "vitest";
import { parseJavaInt, parseJavaLong } from "../../src/engine/java-number.js";

describe("parseJavaInt", () => {
  test.each([
    ["4", 4],
    ["+4", 4],
    ["004", 4],
    ["-12", -12],
    ["2147483647", 2147483647],
    ["-2147483648", -2147483648],
  ])("reads %s as %d, as Integer.parseInt does", (text, value) => {
    expect(parseJavaInt(text)).toBe(value);
  });

  test.each([
    "",
    "+",
    "-",
    "4.0",
    "1e3",
    " 4",
    "4 ",
    "0x10",
    "++4",
    "2147483648",
    "-2147483649",
    "٣",
  ])("rejects %j", (text) => {
    expect(parseJavaInt(text)).toBeUndefined();
  });

  test("reads only the part of a longer text it is given", () => {
    const line = "move A1 -12 up";
    expect(parseJavaInt(line, 8, 11)).toBe(-12);
    expect(parseJavaInt(line, 8, 9)).toBeUndefined();
    expect(parseJavaInt(line, 8, 8)).toBeUndefined();
    expect(parseJavaInt(line, 9, 14)).toBeUndefined();
  });
});

describe("parseJavaLong", () => {
  test.each([
    ["42", 42n],
    ["+042", 42n],
    ["-7", -7n],
    ["9223372036854775807", 9223372036854775807n],
    ["-9223372036854775808", -9223372036854775808n],
  ])("reads %s as %s, as Long.parseLong does", (text, value) => {
    expect(parseJavaLong(text)).toBe(value);
  });

  test.each(["9223372036854775808", "-9223372036854775809", "--7", "12a", ""])(
    "rejects %j",
    (text) => {
      expect(parseJavaLong(text)).toBeUndefined();
    },
  );
});
