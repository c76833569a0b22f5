import { describe, expect, test } from "vitest";
import { keepEnd, keepStart, OUTPUT_KEPT_CHARACTERS } from "../../src/compare/kept-output.js";

// A cut between the two halves of 💩 (U+D83D U+DCA9) left a lone half, which a report shows as a
// byte that is not UTF-8 (`\xa9`): a program that printed only valid text seemed to print a bad byte.
describe("what a report keeps of a program's output", () => {
  test("its end never starts inside a character above U+FFFF", () => {
    // The cut would fall one unit into the second 💩.
    const output = `${"💩".repeat(OUTPUT_KEPT_CHARACTERS / 2 + 1)}y`;
    const kept = keepEnd(output);
    expect(kept.startsWith("💩")).toBe(true);
    expect(output.endsWith(kept)).toBe(true);
  });

  test("its start never ends inside a character above U+FFFF", () => {
    const answer = `x${"💩".repeat(OUTPUT_KEPT_CHARACTERS)}`;
    const kept = keepStart(answer, 40);
    expect(kept.cut).toBe(true);
    expect(kept.text.endsWith("💩")).toBe(true);
    expect(kept.text.length).toBeLessThanOrEqual(OUTPUT_KEPT_CHARACTERS);
  });
});
