// Searches of the short lists of cells a game keeps (a player's five pieces, the obstacles). Loops
// written out, not `indexOf` and `includes`: those are calls into the engine's built-ins, which for
// lists this short cost more than the search, and every square of every move asks. (The squares of
// a move so far keep `includes`: that list is made at its size with holes, where the loop measured
// no faster.)

/** Where `cell` first stands in `cells`, or -1. */
export function findCell(cells: readonly number[], cell: number): number {
  for (let index = 0; index < cells.length; index++) {
    if (cells[index] === cell) return index;
  }
  return -1;
}

export function holdsCell(cells: readonly number[], cell: number): boolean {
  return findCell(cells, cell) !== -1;
}
