import { GOOSE_INTERVAL, type Header } from "./header.js";

export type SquareKind = "normal" | "goose" | "fine" | "cliff";

/** Squares 1..size; `kinds[n]` is the kind of square n (index 0 is unused). */
export interface Board {
  readonly size: number;
  readonly kinds: readonly SquareKind[];
}

/** Lays out the board: geese on every multiple of 9 below the last square, then fines and cliffs. */
export function createBoard(header: Pick<Header, "size" | "fines" | "cliffs">): Board {
  const kinds: SquareKind[] = Array.from({ length: header.size + 1 }, (_, square) =>
    isGooseSquare(square, header.size) ? "goose" : "normal",
  );
  for (const square of header.fines) kinds[square] = "fine";
  for (const square of header.cliffs) kinds[square] = "cliff";
  return { size: header.size, kinds };
}

export function getSquareKind(board: Board, square: number): SquareKind {
  return board.kinds[square] ?? "normal";
}

/** Moves forward, stopping at the last square when the move would pass it. */
export function advance(board: Board, square: number, steps: number): number {
  return Math.min(square + steps, board.size);
}

/** Moves back, stopping at square 1 when the move would pass it. */
export function moveBack(square: number, steps: number): number {
  return Math.max(square - steps, 1);
}

function isGooseSquare(square: number, size: number): boolean {
  return square >= 2 && square <= size - 1 && square % GOOSE_INTERVAL === 0;
}
