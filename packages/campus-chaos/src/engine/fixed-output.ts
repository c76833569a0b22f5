import type { CommandName } from "./commands.js";
import { memoByNumber } from "./memo-by-number.js";
import { HELP_DESCRIPTIONS, renderHit, renderTurn } from "./messages.js";
import { PIECES_PER_PLAYER, PLAYER_LETTERS, renderPlayer } from "./players.js";
import type { OutputLine } from "./state.js";

// The answers that are the same every time they are printed, each made the first time it is asked
// for and kept: nearly every command prints one of them, and a line object made per command was a
// large part of what the garbage collector had to clear (campus-chaos's bench). Made on first use,
// not when the module loads: building every table up front was a noticeable part of the program's
// start-up, mostly for rows (21 × 21 hits) a game never prints. Shared, so frozen by type: nobody
// may change them.

export function toOutputLine(text: string): OutputLine {
  return { stream: "out", text };
}

export const NO_OUTPUT: readonly OutputLine[] = [];

/** "It's player A's turn." for player `player` (0 = A). */
export const readTurnLine: (player: number) => OutputLine = memoByNumber((player) =>
  toOutputLine(renderTurn(renderPlayer(player))),
);

/** The turn line alone: what follows nearly every move. */
export const readTurnOutput: (player: number) => readonly OutputLine[] = memoByNumber((player) => [
  readTurnLine(player),
]);

/** The number rolled. */
export const readRollOutput: (roll: number) => readonly OutputLine[] = memoByNumber((roll) => [
  toOutputLine(String(roll)),
]);

/** Piece numbers run from 1: the rows of PIECE_OUTPUTS have one unused slot. */
const PIECE_SLOTS = PIECES_PER_PLAYER + 1;

const PIECE_OUTPUTS = memoByNumber((slot) => [
  toOutputLine(`${renderPlayer(Math.floor(slot / PIECE_SLOTS))}${slot % PIECE_SLOTS}`),
]);

/** The piece `new figure` brings in ("A1"), by player and piece number (1 to 5). */
export function readPieceOutput(player: number, piece: number): readonly OutputLine[] {
  return PIECE_OUTPUTS(player * PIECE_SLOTS + piece);
}

const PLAYERS = PLAYER_LETTERS.length;

const HIT_LINES = memoByNumber((slot) =>
  toOutputLine(renderHit(renderPlayer(Math.floor(slot / PLAYERS)), renderPlayer(slot % PLAYERS))),
);

/** "Player A has hit Player B.", by the hitter and the one hit: one move in five or so hits. */
export function readHitLine(hitter: number, victim: number): OutputLine {
  return HIT_LINES(hitter * PLAYERS + victim);
}

let helpLines: Readonly<Record<CommandName, OutputLine>> | undefined;

/** `help`'s line for a command ("move: move a piece …"). */
export function readHelpLine(name: CommandName): OutputLine {
  helpLines ??= Object.fromEntries(
    Object.entries(HELP_DESCRIPTIONS).map(([key, text]) => [key, toOutputLine(`${key}: ${text}`)]),
  ) as Record<CommandName, OutputLine>;
  return helpLines[name];
}
