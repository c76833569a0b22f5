import { describe, expect, test } from "vitest";
import { parseHeader } from "../../src/engine/header.js";

const VALID = ["RGB", "25", "2", "7 17", "3", "6 20 24"];

function withLine(index: number, text: string): string[] {
  return VALID.map((line, at) => (at === index ? text : line));
}

describe("parseHeader", () => {
  test("reads the colours in playing order, the board size, the fines and the cliffs", () => {
    expect(parseHeader(VALID)).toEqual({
      kind: "complete",
      header: { colours: ["R", "G", "B"], size: 25, fines: [7, 17], cliffs: [6, 20, 24] },
    });
  });

  test.each([0, 1, 2, 3, 4, 5])("waits for more lines when only %i have arrived", (count) => {
    expect(parseHeader(VALID.slice(0, count))).toEqual({ kind: "incomplete" });
  });

  test("reports a bad line as soon as it arrives, before the later lines", () => {
    expect(parseHeader(["RGB", "7"])).toMatchObject({ kind: "invalid", error: { line: 2 } });
  });

  test("accepts the limits: 10 and 150 squares, a third of the squares as fines and cliffs", () => {
    expect(parseHeader(["ABC", "10", "3", "2 4 6", "3", "3 5 7"]).kind).toBe("complete");
    expect(parseHeader(["ABC", "150", "1", "100", "1", "149"]).kind).toBe("complete");
  });

  test("tolerates spaces around numbers and between the squares of a list", () => {
    expect(parseHeader([" RGB ", " 25", "2 ", "7   17", "\t3", " 6 20  24 "])).toMatchObject({
      kind: "complete",
      header: { size: 25, fines: [7, 17], cliffs: [6, 20, 24] },
    });
  });

  test.each([
    [0, "RGb", "three different capital letters"],
    [0, "RGR", "three different capital letters"],
    [0, "RG", "three different capital letters"],
    [0, "RGBY", "three different capital letters"],
    [0, "R G B", "three different capital letters"],
    [1, "9", "between 10 and 150, got 9"],
    [1, "151", "between 10 and 150, got 151"],
    [1, "twenty", 'got "twenty"'],
    [1, "", 'got ""'],
    [2, "0", "between 1 and 8 (a third of 25 squares), got 0"],
    [2, "9", "between 1 and 8 (a third of 25 squares), got 9"],
    [3, "7", "expected 2 fine squares separated by spaces, got 1"],
    [3, "7 17 19", "expected 2 fine squares separated by spaces, got 3"],
    [3, "1 17", "between 2 and 24, got 1"],
    [3, "7 25", "between 2 and 24, got 25"],
    [3, "7 x", 'between 2 and 24, got "x"'],
    [3, "17 7", "ascending order, got 7 after 17"],
    [3, "7 7", "distinct and in ascending order, got 7 after 7"],
    [3, "7 18", "multiples of 9 (those squares have geese), got 18"],
    [4, "9", "between 1 and 8 (a third of 25 squares), got 9"],
    [5, "6 17 24", "square 17 cannot be both a fine and a cliff"],
    [5, "6 20 9", "ascending order, got 9 after 20"],
  ])("rejects line %i = %j: %s", (index, text, rule) => {
    const parsed = parseHeader(withLine(index, text));
    expect(parsed.kind).toBe("invalid");
    if (parsed.kind !== "invalid") return;
    expect(parsed.error.line).toBe(index + 1);
    expect(parsed.error.rule).toContain(rule);
  });

  test("cuts a huge or binary line short when it echoes it, so the error stays one short line", () => {
    const parsed = parseHeader([`${"R".repeat(100_000)}\u0000\u007f`]);
    expect(parsed).toMatchObject({ kind: "invalid", error: { line: 1 } });
    if (parsed.kind !== "invalid") return;
    expect(parsed.error.rule).toContain(`got "${"R".repeat(40)}..."`);
    expect(parsed.error.rule.length).toBeLessThan(200);
    expect(parseHeader(["RGB", "\u007f\u0085"])).toMatchObject({
      error: { rule: expect.stringContaining('got "\\u007f\\u0085"') },
    });
    expect(parseHeader(["RGB", "9".repeat(1000)])).toMatchObject({
      error: { rule: expect.stringContaining(`got "${"9".repeat(40)}..."`) },
    });
  });
});
