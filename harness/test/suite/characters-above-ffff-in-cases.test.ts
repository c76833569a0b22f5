import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const bytes = (...parts: readonly (string | readonly number[])[]) =>
  Buffer.concat(parts.map((part) => Buffer.from(typeof part === "string" ? part : [...part])));

// 💩 (U+D83D U+DCA9) and 🃏 (U+D83C U+DCCF) have a low half in the range that holds a byte that is
// not UTF-8 (U+DC80–U+DCFF); a lone such byte and one right after an emoji are still bytes.
const lines = bytes("X 💩 card 🃏\n", [0xfe], "\n💩", [0xfe], "\n");

describe("characters above U+FFFF in cases", () => {
  test("a protocol case sends the program an emoji's own bytes", async () => {
    const protocol = bytes("> say 💩 🃏\nsay 💩 🃏\n> ", [0xfe], "\n", [0xfe], "\n> 💯", [0xfe]);
    const suite = await makeSuite({
      "echo.protocol": Buffer.concat([protocol, bytes("\n💯", [0xfe], "\n")]),
    });
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    expect(result.cases[0]?.verdict).toBe("Accepted");
  });

  test("--update writes the program's very bytes", async () => {
    const suite = await makeSuite({ "emoji.in": lines });
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs"), update: true });
    expect(result.updatedFiles).toEqual([path.join(suite, "emoji.out")]);
    expect(await readFile(path.join(suite, "emoji.out"))).toEqual(lines);
  });
});
