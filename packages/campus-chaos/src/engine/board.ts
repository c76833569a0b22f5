import {
  DIRECTIONS,
  type Direction,
  type Grid,
  listCells,
  moveCell,
  readChar,
  toColumn,
  toRow,
} from "./grid.js";
import { findPlayerIndex, PLAYER_LETTERS } from "./players.js";

/** What a square is, apart from the obstacle that may stand on it (obstacles can be moved). */
export type Terrain = "path" | "zone" | "target" | "forest" | "start" | "none";

/** A validated board: the fixed layout of a game. Obstacles start where the file puts them. */
export interface Board extends Grid {
  readonly terrain: readonly Terrain[];
  /** Village membership belongs to the position (`p`/`o` squares), not to what stands on it. */
  readonly village: readonly boolean[];
  /** The start square of each player letter, by player index; -1 where the board has none. */
  readonly starts: readonly number[];
  readonly forest: number | undefined;
  readonly obstacles: readonly number[];
  /**
   * `neighbours[cell * 4 + d]`: the field next to `cell` in the d-th of DIRECTIONS, or -1. Worked
   * out once per board, as moves walk it square by square many times a turn.
   */
  readonly neighbours: readonly number[];
}

/**
 * A direction's place in DIRECTIONS. A switch, not an object indexed by the name: a look-up by a
 * varying property name goes through V8's generic property cache, and moves walk square by square.
 */
function readDirectionIndex(direction: Direction): number {
  switch (direction) {
    case "up":
      return 0;
    case "down":
      return 1;
    case "left":
      return 2;
    case "right":
      return 3;
  }
}

/** The field next to `cell` on the board in a direction, or undefined when there is none. */
export function stepOnBoard(board: Board, cell: number, direction: Direction): number | undefined {
  const next = board.neighbours[cell * 4 + readDirectionIndex(direction)] ?? -1;
  return next === -1 ? undefined : next;
}

const TERRAIN_BY_CHAR: Readonly<Record<string, Terrain>> = {
  T: "target",
  P: "path",
  p: "path",
  O: "path",
  o: "path",
  Z: "zone",
  f: "forest",
};

/** The terrain a board character stands for, or undefined for a character boards may not use. */
export function readTerrain(char: string): Terrain | undefined {
  if (char === " ") return "none";
  return TERRAIN_BY_CHAR[char] ?? (findPlayerIndex(char) >= 0 ? "start" : undefined);
}

export function isVillageChar(char: string): boolean {
  return char === "p" || char === "o";
}

/** Builds the board of a grid that passed validation. */
export function createBoard(grid: Grid): Board {
  const size = grid.width * grid.height;
  const terrain = new Array<Terrain>(size).fill("none");
  const village = new Array<boolean>(size).fill(false);
  const starts = new Array<number>(PLAYER_LETTERS.length).fill(-1);
  const obstacles: number[] = [];
  let forest: number | undefined;
  for (const cell of listCells(grid)) {
    const char = readChar(grid, toRow(grid, cell), toColumn(grid, cell));
    terrain[cell] = readTerrain(char) ?? "none";
    village[cell] = isVillageChar(char);
    if (char === "O" || char === "o") obstacles.push(cell);
    if (char === "f") forest = cell;
    const player = findPlayerIndex(char);
    if (player >= 0) starts[player] = cell;
  }
  const neighbours = new Array<number>(size * 4).fill(-1);
  for (const cell of listCells(grid)) {
    DIRECTIONS.forEach((direction, index) => {
      neighbours[cell * 4 + index] = moveCell(grid, cell, direction) ?? -1;
    });
  }
  return { ...grid, terrain, village, starts, forest, obstacles, neighbours };
}
