import { describe, expect, test } from "vitest";
import { formatOffendingInput, INVALID_INPUT } from "../../src/engine/messages.js";
import { recallFrame, recallInvalidFrame } from "../../src/engine/remember-frames.js";
import { renderBoard } from "../../src/engine/render-board.js";
import { renderBannerFrame, renderFrame } from "../../src/engine/render-frame.js";
import { makeState } from "../helpers/make-state.js";

const board = renderBoard(makeState({ removed: 2, fish: [3, "safe", 7, "captured"] }));

describe("recallFrame", () => {
  test("is the board's frame, the same string every time", () => {
    expect(recallFrame(board)).toBe(renderFrame(board));
    expect(recallFrame(board)).toBe(recallFrame(board));
  });
});

describe("recallInvalidFrame", () => {
  test("is the invalid-input banner over the board with the token as shown", () => {
    const drawn = renderBannerFrame(board, [INVALID_INPUT, formatOffendingInput("abc...")]);
    expect(recallInvalidFrame(board, "abc...")).toBe(drawn);
  });

  test("keeps each token's frame apart, however many tokens a board has seen", () => {
    const tokens = Array.from({ length: 200 }, (_, index) => `t${index}`);
    for (const token of [...tokens, ...tokens]) {
      const drawn = renderBannerFrame(board, [INVALID_INPUT, formatOffendingInput(token)]);
      expect(recallInvalidFrame(board, token)).toBe(drawn);
    }
  });
});
