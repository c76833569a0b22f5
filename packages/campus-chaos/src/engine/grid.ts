/** A board file as a rectangle of characters: rows may be shorter than the widest one. */
export interface Grid {
  readonly rows: readonly string[];
  readonly width: number;
  readonly height: number;
}

export type Direction = "up" | "down" | "left" | "right";

export const DIRECTIONS: readonly Direction[] = ["up", "down", "left", "right"];

const DELTAS: Readonly<Record<Direction, readonly [number, number]>> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** Splits a file into lines as Java's `readLine` does: `\n`, `\r\n` or `\r`, no empty last line. */
export function splitFileLines(text: string): readonly string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

export function createGrid(rows: readonly string[]): Grid {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  return { rows, width, height: rows.length };
}

/** The character at a position, or a space for positions outside the grid or beyond a short row. */
export function readChar(grid: Grid, row: number, column: number): string {
  return grid.rows[row]?.[column] ?? " ";
}

export function isField(grid: Grid, row: number, column: number): boolean {
  return column >= 0 && readChar(grid, row, column) !== " ";
}

export function toCell(grid: Grid, row: number, column: number): number {
  return row * grid.width + column;
}

export function toRow(grid: Grid, cell: number): number {
  return Math.floor(cell / grid.width);
}

export function toColumn(grid: Grid, cell: number): number {
  return cell % grid.width;
}

export function readDelta(direction: Direction): readonly [number, number] {
  return DELTAS[direction];
}

/** The cell at an offset from `cell`, or undefined when that position holds no field. */
export function offsetCell(
  grid: Grid,
  cell: number,
  rowOffset: number,
  columnOffset: number,
): number | undefined {
  const row = toRow(grid, cell) + rowOffset;
  const column = toColumn(grid, cell) + columnOffset;
  return isField(grid, row, column) ? toCell(grid, row, column) : undefined;
}

/** The neighbouring cell in a direction, or undefined when there is no field. */
export function moveCell(grid: Grid, cell: number, direction: Direction): number | undefined {
  const [rowStep, columnStep] = DELTAS[direction];
  return offsetCell(grid, cell, rowStep, columnStep);
}

/** The neighbouring field cells (up, down, left, right) of a cell. */
export function listNeighbours(grid: Grid, cell: number): readonly number[] {
  const neighbours: number[] = [];
  for (const direction of DIRECTIONS) {
    const next = moveCell(grid, cell, direction);
    if (next !== undefined) neighbours.push(next);
  }
  return neighbours;
}

/** Whether the cells accepted by `member` form one 4-connected group (true when there are none). */
export function isContiguous(grid: Grid, member: (cell: number) => boolean): boolean {
  const members = listCells(grid).filter(member);
  const first = members[0];
  if (first === undefined) return true;
  const seen = new Set([first]);
  const queue = [first];
  for (let cell = queue.pop(); cell !== undefined; cell = queue.pop()) {
    for (const next of listNeighbours(grid, cell)) {
      if (member(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === members.length;
}

/** Every field cell of the grid, row by row. */
export function listCells(grid: Grid): readonly number[] {
  const cells: number[] = [];
  grid.rows.forEach((line, row) => {
    for (let column = 0; column < line.length; column++) {
      if (line[column] !== " ") cells.push(toCell(grid, row, column));
    }
  });
  return cells;
}
