import { describe, expect, test } from "vitest";
import {
  createGrid,
  isContiguous,
  isField,
  listNeighbours,
  moveCell,
  offsetCell,
  splitFileLines,
  toCell,
} from "../../src/engine/grid.js";

describe("splitFileLines", () => {
  test.each([
    ["a\nb\n", ["a", "b"]],
    ["a\nb", ["a", "b"]],
    ["a\r\nb\r\n", ["a", "b"]],
    ["a\rb", ["a", "b"]],
    ["a\n\nb\n", ["a", "", "b"]],
    ["", []],
    ["\n", [""]],
  ])("splits %j into lines as Java's readLine does", (text, lines) => {
    expect(splitFileLines(text)).toEqual(lines);
  });
});

describe("grid positions", () => {
  const grid = createGrid(["PP", "P", " PPP"]);

  test("the grid is as wide as its longest row", () => {
    expect(grid.width).toBe(4);
    expect(grid.height).toBe(3);
  });

  test("positions beyond a short row, outside the grid or holding a space are no fields", () => {
    expect(isField(grid, 1, 1)).toBe(false);
    expect(isField(grid, 2, 0)).toBe(false);
    expect(isField(grid, -1, 0)).toBe(false);
    expect(isField(grid, 0, -1)).toBe(false);
    expect(isField(grid, 3, 0)).toBe(false);
    expect(isField(grid, 2, 3)).toBe(true);
  });

  test("moving leaves the field set as undefined", () => {
    expect(moveCell(grid, toCell(grid, 0, 0), "down")).toBe(toCell(grid, 1, 0));
    expect(moveCell(grid, toCell(grid, 1, 0), "right")).toBeUndefined();
    expect(moveCell(grid, toCell(grid, 0, 0), "up")).toBeUndefined();
    expect(offsetCell(grid, toCell(grid, 0, 0), 2, 3)).toBe(toCell(grid, 2, 3));
  });

  test("neighbours are the four orthogonal fields", () => {
    expect(listNeighbours(grid, toCell(grid, 0, 0))).toEqual([
      toCell(grid, 1, 0),
      toCell(grid, 0, 1),
    ]);
  });

  test("contiguity follows edges, not corners", () => {
    expect(isContiguous(grid, () => true)).toBe(false);
    expect(isContiguous(createGrid(["PP", " P"]), () => true)).toBe(true);
  });
});
