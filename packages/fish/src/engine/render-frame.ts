import type { BannerText } from "./messages.js";
import type { BoardLines } from "./render-board.js";

/** One frame: the board's 6 lines, each ending in a newline. */
export function renderFrame(board: BoardLines): string {
  return joinLines([board.top, ...board.rows, board.bottom]);
}

/**
 * A banner replaces the 4 rows of the board. It reaches one column past the board on each side, or
 * further when its text needs it (one space at least around the text); the board's borders are then
 * padded on both sides to the banner's width.
 */
export function renderBannerFrame(board: BoardLines, [first, second]: BannerText): string {
  const width = Math.max(board.top.length + 2, first.length + 4, second.length + 4);
  const inner = width - 2;
  return joinLines([
    centreText(board.top, width),
    `┌${"─".repeat(inner)}┐`,
    `│${centreText(first, inner)}│`,
    `│${centreText(second, inner)}│`,
    `└${"─".repeat(inner)}┘`,
    centreText(board.bottom, width),
  ]);
}

/** Pads `text` to `width` with spaces on both sides; an odd space left over goes on the left. */
export function centreText(text: string, width: number): string {
  const spare = Math.max(0, width - text.length);
  const left = Math.ceil(spare / 2);
  return `${" ".repeat(left)}${text}${" ".repeat(spare - left)}`;
}

function joinLines(lines: readonly string[]): string {
  return `${lines.join("\n")}\n`;
}
