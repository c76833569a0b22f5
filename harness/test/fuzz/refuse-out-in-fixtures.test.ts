import { existsSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findShippedFixturesDir } from "../../src/harness-package.js";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame, fuzz, UNBOXED, WRONG_GOOSE } from "./run-fuzz.js";

/** `games-grade fuzz` of goose, writing a case it would find in `out`. */
function fuzzInto(out: string) {
  const args = ["--game", "goose", "--cmd", WRONG_GOOSE, "--runs", "10", "--max-size", "6"];
  return fuzz([...args, ...UNBOXED, "--out", out]);
}

describe("fuzz --out in installed fixtures, which every grading with --game uses", () => {
  test("is refused in the game package's own fixtures/, nothing made there", async () => {
    const out = path.join(findBuiltGame("goose"), "fixtures", "found");
    await expect(fuzzInto(out)).rejects.toThrow(
      /^--out \S+\/fixtures\/found is inside the installed fixtures \(\S+\/fixtures\), which every grading with --game uses: give a folder of your own$/,
    );
    expect(existsSync(out)).toBe(false);
  });

  test("is refused in the fixtures the harness ships", async () => {
    const shipped = findShippedFixturesDir() ?? "";
    await expect(fuzzInto(path.join(shipped, "goose"))).rejects.toThrow(
      `is inside the installed fixtures (${shipped})`,
    );
  });

  test("is refused through a link that leads there", async () => {
    const folder = await makeSuite({});
    symlinkSync(path.join(findBuiltGame("goose"), "fixtures"), path.join(folder, "link"));
    await expect(fuzzInto(path.join(folder, "link", "found"))).rejects.toThrow(
      "is inside the installed fixtures",
    );
  });
});
