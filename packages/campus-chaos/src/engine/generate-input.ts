import { createRandom, pickInteger, pickItem, type Random } from "@games/cli-kit/random";
import { listAvailable } from "./availability.js";
import { findPieceAt, type Game, hasObstacle } from "./game.js";
import { type Direction, listCells, toColumn, toRow } from "./grid.js";
import { type LegalMove, listLegalMoves } from "./legal-moves.js";
import { renderPlayer } from "./players.js";
import { createState, findActiveGame, type MapReader, type State } from "./state.js";
import { step } from "./step.js";

export interface GenerateInputOptions {
  readonly seed: number;
  /** About how many commands to produce. */
  readonly size: number;
  /** Where the board of `GENERATOR_BOARD` lies, relative to where the input will be run. */
  readonly mapPath?: string;
  /**
   * `spec`: only input a student's program is graded on (the fixtures' `spec` group: what the text
   * settles); `all` (the default): also lines our decisions and our CLI's contract answer.
   */
  readonly space?: "spec" | "all";
}

/** A generated input: standard input, arguments, and the data files it names (path from the cwd → text). */
export interface GeneratedInput {
  readonly stdin: string;
  readonly args: readonly string[];
  /** Files to write into the program's working folder before running it: the board it plays on. */
  readonly files: Readonly<Record<string, string>>;
}

/** The board the generated sessions play on: a village with a forest, obstacles and zones. */
export const GENERATOR_BOARD = [
  "  T",
  "  O",
  "PPPZP",
  "P f P",
  "PopoP",
  "Z p P",
  "PPOPP",
  "a c b",
].join("\n");

/**
 * `GENERATOR_BOARD` without its village and forest: the board of the `spec` space, since the text
 * leaves the forest's letter open (`f` or `e`).
 */
export const SPEC_GENERATOR_BOARD = [
  "  T",
  "  O",
  "PPPZP",
  "P   P",
  "POPOP",
  "Z P P",
  "PPOPP",
  "a c b",
].join("\n");

const NOISE = [
  "jump",
  "roll dice 7",
  "move A9 1 up",
  "show session nope",
  "move obstacle 1 up 1 up",
] as const;

/** Invalid commands the text answers with an error (a roll of 7 and a repeated direction are our decisions). */
const SPEC_NOISE = ["jump", "move A9 1 up", "show session nope"] as const;

/** What the `spec` space leaves out: `help`'s descriptions are free, `rematch`'s output is our decision. */
interface Space {
  readonly noise: readonly [string, ...string[]];
  readonly lookUps: readonly [string, ...string[]];
  /** The commands that start a new game once this one is won. */
  readonly afterWin: (id: string) => readonly string[];
}

/**
 * A random but realistic input: sessions on `GENERATOR_BOARD`, mostly legal turns found by the engine
 * itself, some look-ups and a few invalid commands, ending with `quit`. The program takes no arguments;
 * `files` holds the board at `mapPath`, for whoever runs the input to write into the working folder.
 */
export function generateInput({
  seed,
  size,
  mapPath = "maps/generator-board.txt",
  space = "all",
}: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
  const board = space === "spec" ? SPEC_GENERATOR_BOARD : GENERATOR_BOARD;
  const files: MapReader = { readMap: (path) => (path === mapPath ? board : undefined) };
  const lines: string[] = [];
  let state = createState();
  const send = (line: string): void => {
    lines.push(line);
    state = step(state, line, files).state;
  };
  const starts = {
    S1: `start session S1 ${mapPath} 2 ${pickInteger(random, -500, 499)}`,
    S2: `start session S2 ${mapPath} 3`,
  };
  const rules: Space =
    space === "spec"
      ? {
          noise: SPEC_NOISE,
          lookUps: ["show", "current player", "show session"],
          afterWin: (id) => [`delete session ${id}`, id === "S1" ? starts.S1 : starts.S2],
        }
      : {
          noise: NOISE,
          lookUps: ["show", "current player", "help", "show session"],
          afterWin: () => ["rematch"],
        };
  send(starts.S1);
  send(starts.S2);
  while (lines.length < size - 1) {
    for (const line of chooseCommands(state, random, rules)) send(line);
  }
  send("quit");
  return {
    stdin: `${lines.join("\n")}\n`,
    args: [],
    files: { [mapPath]: `${board}\n` },
  };
}

function chooseCommands(state: State, random: Random, rules: Space): readonly string[] {
  const game = findActiveGame(state);
  const dice = random();
  if (dice < 0.03) return [pickItem(random, rules.noise)];
  if (dice < 0.05) return [state.activeId === "S1" ? "switch session S2" : "switch session S1"];
  if (dice < 0.1) return [pickItem(random, rules.lookUps)];
  if (game === undefined) return ["switch session S1"];
  if (game.winner !== undefined) return rules.afterWin(state.activeId ?? "S1");
  return chooseTurn(state, game, random);
}

function chooseTurn(state: State, game: Game, random: Random): readonly string[] {
  const available = listAvailable(state);
  if (game.pendingObstacle !== undefined) return [placeObstacle(game, random)];
  if (game.roll === undefined) {
    if (available.includes("new figure") && random() < 0.3) return ["new figure"];
    return [game.dice === undefined ? `roll dice ${pickInteger(random, 1, 6)}` : "roll dice"];
  }
  const [firstMove, ...otherMoves] = listLegalMoves(game);
  if (firstMove === undefined) return ["skip turn"];
  return renderMove(game, pickItem(random, [firstMove, ...otherMoves]));
}

function renderMove(game: Game, move: LegalMove): readonly string[] {
  const letter = renderPlayer(game.current);
  const piece = move.piece ?? game.reserves[game.current]?.[0] ?? 1;
  const pairs: string[] = [];
  let run = 0;
  move.directions.forEach((direction, index) => {
    run++;
    if (move.directions[index + 1] !== direction) {
      pairs.push(`${run} ${direction}`);
      run = 0;
    }
  });
  const line = `move ${letter}${piece} ${pairs.join(" ")}`;
  return move.piece === undefined ? ["new figure", line] : [line];
}

function placeObstacle(game: Game, random: Random): string {
  const from = game.pendingObstacle ?? 0;
  const [firstFree, ...otherFree] = listCells(game.board).filter(
    (cell) =>
      game.board.terrain[cell] === "path" &&
      !hasObstacle(game, cell) &&
      findPieceAt(game, cell) === undefined,
  );
  if (firstFree === undefined) throw new Error("no free path cell for the obstacle");
  const target = pickItem(random, [firstFree, ...otherFree]);
  const rows = toRow(game.board, target) - toRow(game.board, from);
  const columns = toColumn(game.board, target) - toColumn(game.board, from);
  const pairs = [renderOffset(rows, "up", "down"), renderOffset(columns, "left", "right")];
  return `move obstacle ${pairs.filter((pair) => pair !== "").join(" ")}`;
}

function renderOffset(offset: number, negative: Direction, positive: Direction): string {
  if (offset === 0) return "";
  return `${Math.abs(offset)} ${offset < 0 ? negative : positive}`;
}
