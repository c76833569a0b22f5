import { describe, expect, test } from "vitest";
import { findFirstDifference } from "../../src/compare/first-difference.js";
import { escapeHtml } from "../../src/report/html/escape-html.js";
import { escapeXml } from "../../src/report/render-junit.js";
import { decodeBytes, encodeBytes } from "../../src/text/byte-text.js";
import { quoteText, showControls, showUnseenCharacters } from "../../src/text/show-controls.js";

// Each of these characters' low surrogate lies in U+DC80–U+DCFF, the range that holds a byte that
// is not UTF-8: 💩 is U+D83D U+DCA9, 🃏 U+D83C U+DCCF.
const EMOJI = "💩💯💡💀🂠🃏🃿";

describe("a character above U+FFFF is no byte that is not UTF-8", () => {
  test.each([
    ["emoji and playing cards", [...Buffer.from(`X ${EMOJI} card\n`)]],
    ["a lone byte that is not UTF-8", [0x41, 0xfe, 0x42]],
    ["a byte that is not UTF-8 right after an emoji", [...Buffer.from("💩"), 0xfe, 0x0a]],
    ["two such bytes between emoji", [...Buffer.from("🃏"), 0xa9, 0xfe, ...Buffer.from("💩")]],
  ])("decoding and encoding gives back the very bytes of %s", (_, bytes) => {
    const buffer = Buffer.from(bytes);
    expect(encodeBytes(decodeBytes(buffer))).toEqual(buffer);
  });

  test("encodes 💩 as its four UTF-8 bytes", () => {
    expect([...encodeBytes("say 💩\n")]).toEqual([...Buffer.from("say 💩\n")]);
    expect([...encodeBytes("💩\udcfe")]).toEqual([0xf0, 0x9f, 0x92, 0xa9, 0xfe]);
  });

  test.each([
    ["showControls", showControls],
    ["showUnseenCharacters", showUnseenCharacters],
    ["escapeHtml", escapeHtml],
    ["escapeXml", escapeXml],
  ])("%s shows the emoji as they are and only a lone byte as \\xfe", (_, show) => {
    expect(show(EMOJI)).toBe(EMOJI);
    expect(show("💩\udcfe\udca9")).toBe("💩\\xfe\\xa9");
  });

  test("a quote keeps the emoji and shows the byte after it", () => {
    expect(quoteText("💩\udcfe\n")).toBe('"💩\\xfe\\n"');
  });
});

describe("a first difference between two emoji that share their first half", () => {
  test("starts at the emoji, not at its second half", () => {
    expect(findFirstDifference("a 💩\n", "a 💯\n", "exact")).toEqual({
      line: 1,
      column: 3,
      expected: "💩\n",
      actual: "💯\n",
    });
  });

  test("is not cut between the halves of an emoji", () => {
    const difference = findFirstDifference(`${"a".repeat(31)}💩`, `${"b".repeat(31)}💩`, "exact");
    expect(difference?.expected).toBe("a".repeat(31));
    expect(difference?.expectedCut).toBe(true);
  });
});
