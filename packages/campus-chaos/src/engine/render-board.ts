import { findPieceAt, type Game, hasObstacle } from "./game.js";
import { toCell } from "./grid.js";
import { renderPlayer } from "./players.js";

/** The board as `show` prints it: one line per file line, each exactly as long as in the file. */
export function renderBoard(game: Game): readonly string[] {
  const forestHolds = game.places.some((row) => row.includes(game.board.forest ?? Number.NaN));
  return game.board.rows.map((line, row) => {
    let text = "";
    for (let column = 0; column < line.length; column++) {
      const char = line.charAt(column);
      const cell = toCell(game.board, row, column);
      text += char === " " ? char : renderSquare(game, cell, char, forestHolds);
    }
    return text;
  });
}

function renderSquare(game: Game, cell: number, char: string, forestHolds: boolean): string {
  const terrain = game.board.terrain[cell];
  if (terrain === "forest") return forestHolds ? "F" : "f";
  const occupant = findPieceAt(game, cell);
  if (occupant !== undefined) {
    return occupant.player === game.current
      ? String(occupant.piece)
      : renderPlayer(occupant.player);
  }
  if (terrain !== "path") return char;
  // Village membership belongs to the square, so a moved obstacle takes the case of where it stands.
  const village = game.board.village[cell] === true;
  if (hasObstacle(game, cell)) return village ? "o" : "O";
  return village ? "p" : "P";
}
