// Searches of the short lists of cells a game keeps (a player's five pieces, the obstacles). A loop
// written out, not `indexOf`: that is a call into the engine's built-ins, which for lists this short
// costs more than the search.

/** Where `cell` first stands in `cells`, or -1. */
export function findCell(cells: readonly number[], cell: number): number {
  for (let index = 0; index < cells.length; index++) {
    if (cells[index] === cell) return index;
  }
  return -1;
}
