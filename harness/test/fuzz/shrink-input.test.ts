import { describe, expect, test } from "vitest";
import { shrinkInput } from "../../src/fuzz/shrink-input.js";

describe("shrinkInput", () => {
  test("drops lines and shrinks numbers while the failure shows, keeping the final newline", async () => {
    const stdin = ["3", "start", "take 9", "look", "take 25", "look", "quit", ""].join("\n");
    const result = await shrinkInput({ stdin, args: [] }, async ({ stdin }) => {
      const lines = stdin.split("\n");
      const header = Number(lines[0]);
      // The "program" needs a header of at least 2, and fails on a take bigger than it.
      return header >= 2 && lines.some((line) => Number(line.split(" ")[1]) > header);
    });
    expect(result).toEqual({ stdin: "2\ntake 3\n", args: [] });
  });

  test("shrinks the argument list the same way, and keeps the data files", async () => {
    const input = {
      stdin: "",
      args: ["1", "6", "x", "4", "日本語", "5", "2"],
      files: { "maps/a.txt": "map\n" },
    };
    const result = await shrinkInput(input, async ({ args }) =>
      args.some((arg) => Number(arg) >= 5),
    );
    expect(result).toEqual({ stdin: "", args: ["5"], files: { "maps/a.txt": "map\n" } });
  });

  test("can end with no input at all when the failure needs none", async () => {
    const result = await shrinkInput({ stdin: "a\nb\n", args: ["1"] }, async () => true);
    expect(result).toEqual({ stdin: "", args: [] });
  });

  test("keeps a last line without a newline as it was", async () => {
    const result = await shrinkInput({ stdin: "x\ny", args: [] }, async ({ stdin }) =>
      stdin.includes("y"),
    );
    expect(result.stdin).toBe("y");
  });
});
