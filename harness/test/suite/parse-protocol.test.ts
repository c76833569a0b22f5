import { describe, expect, test } from "vitest";
import {
  parseProtocol,
  readProtocolExpected,
  readProtocolInput,
} from "../../src/suite/parse-protocol.js";

const protocol = [
  "Welcome",
  "# a comment",
  "> start session x ./input/small.txt",
  "x",
  ">",
  "Error, anything",
  "<e",
  "<r \\d+",
  "",
].join("\r\n");

describe("parseProtocol", () => {
  const entries = parseProtocol(protocol, "case.protocol");

  test("takes `> ` lines (and a bare `>`) as input, each ended by a newline", () => {
    expect(readProtocolInput(entries)).toBe("start session x ./input/small.txt\n\n");
  });

  test("takes every other line but comments as expected output, CRs of the file dropped", () => {
    expect(readProtocolExpected(entries).map((line) => [line.kind, line.text])).toEqual([
      ["text", "Welcome"],
      ["text", "x"],
      ["error", "Error, anything"],
      ["error", "<e"],
      ["regex", "<r \\d+"],
    ]);
  });

  test("anchors `<r` patterns to the whole line", () => {
    const regex = readProtocolExpected(entries).at(-1);
    expect(regex?.kind === "regex" && regex.pattern.test("42")).toBe(true);
    expect(regex?.kind === "regex" && regex.pattern.test("42 points")).toBe(false);
  });

  // Before the bound, the first of these lines took hours (30 characters already took 11 s): the
  // test fails by its timeout on the code before.
  test("matches a pattern with nested quantifiers against a line made for it in linear time", () => {
    const [nested, starred] = readProtocolExpected(
      parseProtocol("<r (a+)+b\n<r (\\w*)*x\n", "nested.protocol"),
    ).map((line) => (line.kind === "regex" ? line.pattern : /(?:)/));
    expect(nested?.test(`${"a".repeat(5000)}c`)).toBe(false);
    expect(nested?.test(`${"a".repeat(5000)}b`)).toBe(true);
    expect(starred?.test(`${"abcdefghij".repeat(500)}!`)).toBe(false);
    expect(starred?.test(`${"abcdefghij".repeat(500)}x`)).toBe(true);
  });

  test("names the file and line of an invalid regular expression", () => {
    expect(() => parseProtocol("ok\n<r (unclosed\n", "bad.protocol")).toThrow(
      /^bad\.protocol:2: invalid regular expression/,
    );
  });
});
