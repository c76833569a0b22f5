import { describe, expect, test } from "vitest";
import { matchesLine } from "../../src/compare/resolve-expected.js";
import { renderProtocolCase, toExpectedLines } from "../../src/fuzz/protocol-case.js";
import { parseProtocol, readProtocolInput } from "../../src/suite/parse-protocol.js";

describe("renderProtocolCase", () => {
  test("writes the comment, the input as > lines, then the output lines", () => {
    const text = renderProtocolCase("from fuzz", "start\n\nquit\n", "Hello\nError, no\n");
    expect(text).toBe("# from fuzz\n> start\n>\n> quit\nHello\nError, no\n");
    expect(readProtocolInput(parseProtocol(text, "p"))).toBe("start\n\nquit\n");
  });

  test.each(["> 3", ">", "# board", "<e", "<r x", "Error,x"])(
    "writes the output line %j so that it is read back as itself",
    (line) => {
      const entries = parseProtocol(renderProtocolCase("c", "", `${line}\n`), "p");
      const expected = entries.at(-1);
      expect(entries).toHaveLength(2);
      expect(expected?.kind === "expected" && matchesLine(expected.line, line)).toBe(true);
    },
  );
});

describe("toExpectedLines", () => {
  test("matches an error line by its prefix and every other line exactly", () => {
    const [error, text] = toExpectedLines("Error, one thing\n> 1\n");
    expect(error && matchesLine(error, "Error, another thing")).toBe(true);
    expect(error && matchesLine(error, "Error: one thing")).toBe(false);
    expect(text && matchesLine(text, "> 1")).toBe(true);
    expect(text && matchesLine(text, "> 12")).toBe(false);
  });
});
