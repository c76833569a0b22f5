import { isVillageChar, readTerrain } from "./board.js";
import {
  type Grid,
  isContiguous,
  isField,
  listCells,
  listNeighbours,
  readChar,
  toColumn,
  toRow,
} from "./grid.js";
import { BOARD_ERRORS } from "./messages.js";
import { PIECES_PER_PLAYER, PLAYER_LETTERS, renderPlayer } from "./players.js";

type Rule = (grid: Grid, chars: readonly CellChar[]) => string | undefined;

interface CellChar {
  readonly cell: number;
  readonly row: number;
  readonly column: number;
  readonly char: string;
}

/** Rows and columns in messages count from 0, as the task's tables number them. */
const SHAPE_RULES: readonly Rule[] = [
  checkCharacters,
  checkTarget,
  checkConnected,
  checkBlocks,
  checkNeighbours,
  checkForest,
  checkVillage,
  checkStartsUnique,
];

/** The first rule of section 7 the board breaks, as an error line, or undefined for a valid board. */
export function validateBoard(grid: Grid, players: number): string | undefined {
  const chars = listCells(grid).map((cell) => {
    const row = toRow(grid, cell);
    const column = toColumn(grid, cell);
    return { cell, row, column, char: readChar(grid, row, column) };
  });
  for (const rule of SHAPE_RULES) {
    const error = rule(grid, chars);
    if (error !== undefined) return error;
  }
  return checkPlayers(chars, players);
}

function checkCharacters(_grid: Grid, chars: readonly CellChar[]): string | undefined {
  const bad = chars.find(({ char }) => readTerrain(char) === undefined);
  return bad && BOARD_ERRORS.character(bad.char, bad.row, bad.column);
}

function checkTarget(_grid: Grid, chars: readonly CellChar[]): string | undefined {
  const targets = countChars(chars, (char) => char === "T");
  return targets === 1 ? undefined : BOARD_ERRORS.targetCount(targets);
}

function checkConnected(grid: Grid): string | undefined {
  return isContiguous(grid, () => true) ? undefined : BOARD_ERRORS.disconnected;
}

function checkBlocks(grid: Grid, chars: readonly CellChar[]): string | undefined {
  const full = chars.find(
    ({ row, column }) =>
      isField(grid, row, column + 1) &&
      isField(grid, row + 1, column) &&
      isField(grid, row + 1, column + 1),
  );
  return full && BOARD_ERRORS.fullBlock(full.row, full.column);
}

function checkNeighbours(grid: Grid, chars: readonly CellChar[]): string | undefined {
  const lonely = chars.find(
    ({ cell, char }) => needsTwoNeighbours(char) && listNeighbours(grid, cell).length < 2,
  );
  return lonely && BOARD_ERRORS.fewNeighbours(lonely.row, lonely.column);
}

function needsTwoNeighbours(char: string): boolean {
  const terrain = readTerrain(char);
  return terrain !== "start" && terrain !== "target" && terrain !== "forest";
}

function checkForest(_grid: Grid, chars: readonly CellChar[]): string | undefined {
  const forests = countChars(chars, (char) => char === "f");
  const villages = countChars(chars, isVillageChar);
  if (forests > 1) return BOARD_ERRORS.forestCount(forests);
  if (forests === 1 && villages === 0) return BOARD_ERRORS.forestWithoutVillage;
  if (forests === 0 && villages > 0) return BOARD_ERRORS.villageWithoutForest;
  return undefined;
}

function checkVillage(grid: Grid): string | undefined {
  const inVillage = (cell: number) =>
    isVillageChar(readChar(grid, toRow(grid, cell), toColumn(grid, cell)));
  return isContiguous(grid, inVillage) ? undefined : BOARD_ERRORS.villageSplit;
}

function checkStartsUnique(_grid: Grid, chars: readonly CellChar[]): string | undefined {
  const twice = [...PLAYER_LETTERS].find(
    (letter) => countChars(chars, (char) => char === letter) > 1,
  );
  return twice && BOARD_ERRORS.startTwice(twice.toUpperCase());
}

/**
 * Decisions 8 and 9: start squares for the first `players` letters (the caller keeps `players` within
 * 2..21) and five free fields per player.
 */
function checkPlayers(chars: readonly CellChar[], players: number): string | undefined {
  for (let index = 0; index < players; index++) {
    const letter = PLAYER_LETTERS.charAt(index);
    if (!chars.some(({ char }) => char === letter)) {
      return BOARD_ERRORS.missingStart(renderPlayer(index), players);
    }
  }
  const free = countChars(chars, (char) => char === "P" || char === "p" || char === "Z");
  const pieces = players * PIECES_PER_PLAYER;
  return free >= pieces ? undefined : BOARD_ERRORS.freeFields(free, pieces);
}

function countChars(chars: readonly CellChar[], accept: (char: string) => boolean): number {
  return chars.reduce((count, { char }) => count + (accept(char) ? 1 : 0), 0);
}
