import { formatOffendingInput, INVALID_INPUT } from "./messages.js";
import type { BoardLines } from "./render-board.js";
import { renderBannerFrame, renderFrame } from "./render-frame.js";

/**
 * Frames already drawn, by board (a board is drawn once per state, see renderBoard). A long run of
 * invalid dice shows the same few frames over and over: each is built once, and handed out as the
 * same string, which also lets the CLI encode it once (see encode-frames.ts). Invalid frames are
 * kept by the token as shown (at most 6 characters); a board keeps a few dozen of them at most, so
 * input of ever new tokens costs no more memory than input of the same one.
 */
const PLAIN = new WeakMap<BoardLines, string>();
const INVALID = new WeakMap<BoardLines, Map<string, string>>();
const INVALID_PER_BOARD = 64;

/** The plain frame of a board (renderFrame), built once. */
export function recallFrame(board: BoardLines): string {
  let frame = PLAIN.get(board);
  if (frame === undefined) {
    frame = renderFrame(board);
    PLAIN.set(board, frame);
  }
  return frame;
}

/** The invalid-input banner over a board for a token as shown (shortenToken), built once. */
export function recallInvalidFrame(board: BoardLines, shownToken: string): string {
  let frames = INVALID.get(board);
  if (frames === undefined) {
    frames = new Map();
    INVALID.set(board, frames);
  }
  let frame = frames.get(shownToken);
  if (frame === undefined) {
    frame = renderBannerFrame(board, [INVALID_INPUT, formatOffendingInput(shownToken)]);
    if (frames.size >= INVALID_PER_BOARD) frames.clear();
    frames.set(shownToken, frame);
  }
  return frame;
}
