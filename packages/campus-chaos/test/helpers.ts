import { createBoard } from "../src/engine/board.js";
import { createGame, type Game } from "../src/engine/game.js";
import { createGrid } from "../src/engine/grid.js";
import { createState, type MapReader, type State } from "../src/engine/state.js";
import { step } from "../src/engine/step.js";

/** The board of the task's long example A.3 (spec section 11). */
export const SMALL_BOARD = ["PPaPPP   PPPcPP", "P    OPTPO    P", "PPbPPP   PPPdPP"];

/** A plain ring for two players: a at the bottom left, b at the bottom right, T on top. */
export const RING = [" T", "PPPPPP", "P    P", "PPPPPP", "a    b"];

/** A board with a village (p/o), a forest, two zones and an obstacle in front of T. */
export const CAMPUS = [
  "   T",
  "   O",
  "PPPpPPP",
  "P  p  P",
  "PZppoZP",
  "P f   P",
  "PPPPPPP",
  "a  b  c",
];

export function createMaps(maps: Readonly<Record<string, readonly string[]>>): MapReader {
  return { readMap: (path) => maps[path]?.join("\n") };
}

export const MAPS = createMaps({
  "small.txt": SMALL_BOARD,
  "ring.txt": RING,
  "campus.txt": CAMPUS,
});

export interface Played {
  readonly state: State;
  /** Every printed line; errors keep their `Error, ` prefix. */
  readonly lines: readonly string[];
}

/** Runs lines through the engine from a fresh state, collecting all output lines. */
export function play(
  input: readonly string[],
  maps: MapReader = MAPS,
  from = createState(),
): Played {
  let state = from;
  const lines: string[] = [];
  for (const line of input) {
    const result = step(state, line, maps);
    state = result.state;
    lines.push(...result.output.map((output) => output.text));
  }
  return { state, lines };
}

/** The output of the last input line only. */
export function playLast(input: readonly string[], maps: MapReader = MAPS): readonly string[] {
  const before = play(input.slice(0, -1), maps);
  return play(input.slice(-1), maps, before.state).lines;
}

export function createTestGame(rows: readonly string[], players = 2, dice?: number): Game {
  return createGame(createBoard(createGrid(rows)), players, dice);
}

export const START_RING = ["start session S ring.txt 2"];
export const START_CAMPUS = ["start session S campus.txt 2"];
