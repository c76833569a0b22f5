import { describe, expect, test } from "vitest";
import { renderBoard } from "../../src/engine/render-board.js";
import { createInitialState } from "../../src/engine/state.js";
import { makeState } from "../helpers/make-state.js";

describe("renderBoard", () => {
  test("draws the initial board of the specification", () => {
    const board = renderBoard(createInitialState());
    expect([board.top, ...board.rows, board.bottom]).toEqual([
      "╔════════╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══╤═══════╗",
      "║  ┌──┐1 │   │   │   │   │   │ 2 │   │   │   │   │   │       ║",
      "║  │  │  │   │   │   │   │   │ 3 │   │   │   │   │   │       ║",
      "║  │  │  │   │   │   │   │   │ 4 │   │   │   │   │   │       ║",
      "║  └──┘6 │   │   │   │   │   │ 5 │   │   │   │   │   │       ║",
      "╚════════╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══╧═══════╝",
    ]);
  });

  test("shades the start cell in the rows of the fish that left it", () => {
    const board = renderBoard(makeState({ removed: 1, fish: [6, 6, 5, 6] }));
    expect(board.rows).toEqual([
      "║  ┌──┐1 │   │   │   │   │ ▓ │ 2 │   │   │   │   │       ║",
      "║  │  │  │   │   │   │   │ ▓ │ 3 │   │   │   │   │       ║",
      "║  │  │  │   │   │   │   │ 4 │   │   │   │   │   │       ║",
      "║  └──┘6 │   │   │   │   │ ▓ │ 5 │   │   │   │   │       ║",
    ]);
  });

  const allCaptured = ["captured", "captured", "captured", "captured"] as const;
  const allSafe = ["safe", "safe", "safe", "safe"] as const;

  test.each([
    [
      "seats captured fish in the boat at fixed places, whatever the order",
      makeState({ removed: 11, fish: allCaptured }),
      ["║  ┌──┐1 │       ║", "║  │23│  │       ║", "║  │45│  │       ║", "║  └──┘6 │       ║"],
    ],
    [
      "puts each safe fish in the sea on its own row",
      makeState({ removed: 11, fish: allSafe }),
      ["║  ┌──┐1 │   2   ║", "║  │  │  │   3   ║", "║  │  │  │   4   ║", "║  └──┘6 │   5   ║"],
    ],
  ])("%s, and keeps the boat and the sea when no regular cell is left", (_name, state, rows) => {
    expect(renderBoard(state)).toEqual({
      top: "╔════════╤═══════╗",
      rows,
      bottom: "╚════════╧═══════╝",
    });
  });
});
