import { describe, expect, test } from "vitest";
import { createGrid } from "../../src/engine/grid.js";
import { validateBoard } from "../../src/engine/validate-board.js";
import { CAMPUS, RING, SMALL_BOARD } from "../helpers.js";

function validate(rows: readonly string[], players = 2): string | undefined {
  return validateBoard(createGrid(rows), players);
}

/** A board written on one line, rows separated by `/`. */
function rows(text: string): readonly string[] {
  return text.split("/");
}

describe("validateBoard", () => {
  test.each([
    ["the small board of example A.3", SMALL_BOARD, 4],
    ["a ring", RING, 2],
    ["a board with village, forest, zones and obstacles", CAMPUS, 3],
    ["a board with exactly 5 free fields per player", rows(" T/PPPP/P  P/PPPP/a  b"), 2],
  ])("accepts %s", (_name, board, players) => {
    expect(validate(board, players)).toBeUndefined();
  });

  // Each board is the ring (" T/PPPPPP/P    P/PPPPPP/a    b") or a village variant of it, changed so
  // that it breaks exactly one rule of section 7; the error names that rule.
  test.each([
    ["an unknown character (decision 10)", " T/PPPXPP/P    P/PPPPPP/a    b", "character 'X'"],
    ["an uppercase F (decision 10)", " T/PPPFPP/P    P/PPPPPP/a    b", "character 'F'"],
    ["a tab (decision 10)", " T/PPP\tPP/P    P/PPPPPP/a    b", "character"],
    ["two targets (rule 1)", " T  T/PPPPPP/P    P/PPPPPP/a    b", "exactly one target"],
    ["no target (rule 1)", "PPPPPP/P    P/PPPPPP/a    b", "exactly one target"],
    ["a field cut off (rule 2)", " T/PPPPPP/P    P/PPPPPP/a    b/   c", "connected"],
    [
      "a field touching at a corner only (rule 2)",
      " T/PPPPPP/P    P/PPPPPP/a    b/      c",
      "connected",
    ],
    ["a full 2x2 block (rule 3)", " T/PPPPPP/PP   P/PPPPPP/a    b", "2x2 block at row 1, column 0"],
    ["a dead-end field (rule 4)", " T  P/PPPPPP/P    P/PPPPPP/a    b", "row 0, column 4"],
    ["a dead-end zone (rule 4)", " T  Z/PPPPPP/P    P/PPPPPP/a    b", "row 0, column 4"],
    ["a dead-end obstacle (rule 4)", " T  O/PPPPPP/P    P/PPPPPP/a    b", "row 0, column 4"],
    ["two forests (rule 5)", " T/PpPPPP/P f  P/PPPPPP/a f  b", "at most one forest"],
    [
      "a forest without a village (rule 5)",
      " T/PPPPPP/P f  P/PPPPPP/a    b",
      "forest needs a village",
    ],
    [
      "a village without a forest (rule 5)",
      " T/PpPPPP/P    P/PPPPPP/a    b",
      "village needs a forest",
    ],
    [
      "an obstacle village without a forest (rule 5)",
      " T/PoPPPP/P    P/PPPPPP/a    b",
      "village needs a forest",
    ],
    ["a split village (rule 6)", " T/PpPPPP/P f  P/PPPpPP/a    b", "contiguous"],
    [
      "a start square twice (rule 7)",
      " T/PPPPPP/P    P/PPPPPP/a  a b",
      "player A appears more than once",
    ],
    [
      "a missing start square (decision 9)",
      " T/PPPPPP/P    P/PPPPPP/a",
      "no start square for player B",
    ],
    ["too few free fields (decision 8)", " T/PPP/P P/PPP/a b", "8 free fields"],
    ["obstacles counted as free fields (decision 8)", " T/PPPO/P  P/PPPP/a  b", "9 free fields"],
  ])("rejects %s", (_name, board, message) => {
    const error = validate(rows(board));
    expect(error).toMatch(/^Error, /);
    expect(error).toContain(message);
  });

  test("the target, start squares and the forest may have a single neighbour", () => {
    expect(validate(rows(" T/PpPPPP/P f  P/PPPPPP/a    b"))).toBeUndefined();
  });

  test("start squares of players who do not play stay on the board without harm", () => {
    expect(validate(SMALL_BOARD, 2)).toBeUndefined();
  });

  test("a board seats players only as far as its start letters go without a gap", () => {
    expect(validate(rows(" T/PPPPPP/P    P/PPPPPP/a    c"), 2)).toContain(
      "no start square for player B",
    );
  });

  test("the player count raises the number of free fields needed", () => {
    expect(validate(SMALL_BOARD, 4)).toBeUndefined();
    const threeStarts = rows(" T/PPPPPP/P    P/PPPPPP/a  c b");
    expect(validate(threeStarts, 3)).toContain("14 free fields but the players have 15 pieces");
  });
});
