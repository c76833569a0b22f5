import {
  FISH_NUMBERS,
  type FishNumber,
  type GameState,
  REGULAR_CELLS,
  START_CELL,
} from "./state.js";

/** A board drawn as text: its top border, one row per fish (2 to 5), its bottom border. */
export interface BoardLines {
  readonly top: string;
  readonly rows: readonly string[];
  readonly bottom: string;
}

const BOAT_WIDTH = 8;
const SEA_WIDTH = 7;
const EMPTY_CELL = "   ";
const SHADED_CELL = " ▓ ";

/**
 * Boards drawn so far, by state. A state is never changed, and an invalid token shows the board of
 * the state it leaves as it was: a long run of them (fish's bench) draws it once.
 */
const DRAWN = new WeakMap<GameState, BoardLines>();

export function renderBoard(state: GameState): BoardLines {
  const known = DRAWN.get(state);
  if (known !== undefined) return known;
  const board = drawBoard(state);
  DRAWN.set(state, board);
  return board;
}

function drawBoard(state: GameState): BoardLines {
  const cells = listRemainingCells(state);
  const edge = (left: string, join: string, right: string): string =>
    `${left}${"═".repeat(BOAT_WIDTH)}${cells.map(() => `${join}═══`).join("")}${join}${"═".repeat(SEA_WIDTH)}${right}`;
  const rows = FISH_NUMBERS.map((fish, row) => {
    const middle = cells.map((cell) => `│${renderCell(state, fish, cell)}`).join("");
    return `║${renderBoatRow(state, row)}${middle}│${renderSea(state, fish)}║`;
  });
  return { top: edge("╔", "╤", "╗"), rows, bottom: edge("╚", "╧", "╝") };
}

function listRemainingCells(state: GameState): number[] {
  const cells: number[] = [];
  for (let cell = state.removedCells; cell < REGULAR_CELLS; cell += 1) cells.push(cell);
  return cells;
}

/** The boat keeps one fixed seat per fish, whatever the order of capture: 2 3 above 4 5. */
function renderBoatRow(state: GameState, row: number): string {
  const seat = (fish: FishNumber): string =>
    state.fish[fish].kind === "captured" ? String(fish) : " ";
  if (row === 0) return "  ┌──┐1 ";
  if (row === 1) return `  │${seat(2)}${seat(3)}│  `;
  if (row === 2) return `  │${seat(4)}${seat(5)}│  `;
  return "  └──┘6 ";
}

/** Each fish keeps its own row; the start cell is shaded in the rows of fish that have left it. */
function renderCell(state: GameState, fish: FishNumber, cell: number): string {
  const place = state.fish[fish];
  if (place.kind === "swimming" && place.cell === cell) return ` ${fish} `;
  return cell === START_CELL ? SHADED_CELL : EMPTY_CELL;
}

function renderSea(state: GameState, fish: FishNumber): string {
  return state.fish[fish].kind === "safe" ? `   ${fish}   ` : " ".repeat(SEA_WIDTH);
}
