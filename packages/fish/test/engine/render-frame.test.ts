import { describe, expect, test } from "vitest";
import { INVALID_INPUT, OUTCOME_TEXT } from "../../src/engine/messages.js";
import { renderBoard } from "../../src/engine/render-board.js";
import { centreText, renderBannerFrame, renderFrame } from "../../src/engine/render-frame.js";
import { createInitialState } from "../../src/engine/state.js";
import { makeState, splitFrame } from "../helpers/make-state.js";

describe("centreText", () => {
  test.each([
    ["ab", 6, "  ab  "],
    ["ab", 5, "  ab "],
    ["abc", 3, "abc"],
  ])("centres %j in %i columns, the odd space on the left", (text, width, centred) => {
    expect(centreText(text, width)).toBe(centred);
  });
});

describe("renderFrame", () => {
  test("prints the board's 6 lines, each with a newline", () => {
    const frame = renderFrame(renderBoard(createInitialState()));
    expect(
      frame.endsWith("│       ║\n╚════════╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══════╝\n"),
    ).toBe(true);
    expect(splitFrame(frame)).toHaveLength(6);
  });
});

describe("renderBannerFrame", () => {
  test("puts the banner one column past each side of the board over its 4 rows", () => {
    const frame = renderBannerFrame(renderBoard(createInitialState()), [
      INVALID_INPUT,
      "Offending input: M",
    ]);
    expect(splitFrame(frame)).toEqual([
      " ╔════════╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══════╗ ",
      "┌──────────────────────────────────────────────────────────────┐",
      "│               The provided input is not valid!               │",
      "│                      Offending input: M                      │",
      "└──────────────────────────────────────────────────────────────┘",
      " ╚════════╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══════╝ ",
    ]);
  });

  test("widens the banner to its text and pads the board equally on both sides", () => {
    const board = renderBoard(makeState({ removed: 10, fish: ["safe", 10, "captured", 10] }));
    expect(splitFrame(renderBannerFrame(board, OUTCOME_TEXT.hunters))).toEqual([
      "    ╔════════╤═══╤═══════╗    ",
      "┌────────────────────────────┐",
      "│ The fishing was good; it's │",
      "│ the catching that was bad. │",
      "└────────────────────────────┘",
      "    ╚════════╧═══╧═══════╝    ",
    ]);
  });
});
