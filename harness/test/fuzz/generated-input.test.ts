import { describe, expect, test } from "vitest";
import { validateGeneratedInput } from "../../src/fuzz/generated-input.js";

describe("validateGeneratedInput", () => {
  test("accepts standard input, arguments and data files in the working folder", () => {
    const input = { stdin: "x\n", args: ["1"], files: { "maps/a.txt": "map\n" } };
    expect(validateGeneratedInput(input, "@games/toy")).toBe(input);
    expect(validateGeneratedInput({ stdin: "", args: [] }, "@games/toy")).toEqual({
      stdin: "",
      args: [],
    });
  });

  test.each([
    [undefined, "no object"],
    [{ args: [] }, "no stdin string"],
    [{ stdin: "", args: [1] }, "no args array of strings"],
    [{ stdin: "", args: [], files: "a" }, "files that are not an object"],
    [{ stdin: "", args: [], files: { a: 1 } }, "files whose a is not text"],
    [
      { stdin: "", args: [], files: { "/etc/x": "" } },
      'a file "/etc/x" outside the working folder',
    ],
    [
      { stdin: "", args: [], files: { "a/../../x": "" } },
      'a file "a/../../x" outside the working folder',
    ],
  ])("refuses %j: %s", (value, problem) => {
    expect(() => validateGeneratedInput(value, "@games/toy")).toThrow(
      `generateInput of @games/toy returned ${problem}`,
    );
  });
});
