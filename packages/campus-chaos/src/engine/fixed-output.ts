import type { CommandName } from "./commands.js";
import { MOST_PIPS } from "./java-random.js";
import { HELP_DESCRIPTIONS, renderHit, renderTurn } from "./messages.js";
import { PIECES_PER_PLAYER, PLAYER_LETTERS, renderPlayer } from "./players.js";
import type { OutputLine } from "./state.js";

// The answers that are the same every time they are printed, made once: nearly every command
// prints one of them, and a line object made per command was a large part of what the garbage
// collector had to clear (campus-chaos's bench). Each table is made the first time one of its
// lines is asked for, not when the module loads: building them all up front was a noticeable part
// of the program's start-up, which prints none of them. Shared, so frozen by type: nobody may
// change them.
//
// Each reader makes its own table with a call of its own, not through a shared memoising helper:
// one helper's call of `make` is one call site for every table, and that site, seen calling many
// functions, made V8 inline less into the command loop, which then allocated a result object per
// command again (about 15% more scavenges in the bench).

export function toOutputLine(text: string): OutputLine {
  return { stream: "out", text };
}

// Every answer's lines are in arrays of one kind, packed with objects: the command loop reads them
// all, and V8 deoptimized it each time it met another kind (6 to 8 deoptimizations in the bench's 1M
// run before, 3 or 4 after, the rest at its last line). To V8 the literal `[]` holds small integers,
// and what `map` returned changed kind once the optimizing compiler had taken the caller over.

/** No line (an empty array of the kind of the others). */
export const NO_OUTPUT: readonly OutputLine[] = [toOutputLine("")].slice(0, 0);

/** A line for each item, in a packed array (see above). */
export function mapToLines<T>(
  items: readonly T[],
  toLine: (item: T) => OutputLine,
): readonly OutputLine[] {
  const lines: OutputLine[] = [];
  for (let index = 0; index < items.length; index++) lines.push(toLine(items[index] as T));
  return lines;
}

const PLAYERS = PLAYER_LETTERS.length;

let turnLines: readonly OutputLine[] | undefined;
let turnOutputs: readonly (readonly OutputLine[])[] | undefined;
let rollOutputs: readonly (readonly OutputLine[])[] | undefined;
let pieceOutputs: readonly (readonly OutputLine[])[] | undefined;
let hitLines: readonly OutputLine[] | undefined;
let helpLines: Readonly<Record<CommandName, OutputLine>> | undefined;

/** "It's player A's turn." for player `player` (0 = A). */
export function readTurnLine(player: number): OutputLine {
  turnLines ??= Array.from({ length: PLAYERS }, (_, index) =>
    toOutputLine(renderTurn(renderPlayer(index))),
  );
  return turnLines[player] as OutputLine;
}

/** The turn line alone: what follows nearly every move. */
export function readTurnOutput(player: number): readonly OutputLine[] {
  turnOutputs ??= Array.from({ length: PLAYERS }, (_, index) => [readTurnLine(index)]);
  return turnOutputs[player] as readonly OutputLine[];
}

/** The number rolled, from 1 to 6. */
export function readRollOutput(roll: number): readonly OutputLine[] {
  rollOutputs ??= Array.from({ length: MOST_PIPS + 1 }, (_, index) => [
    toOutputLine(String(index)),
  ]);
  return rollOutputs[roll] as readonly OutputLine[];
}

/** Piece numbers run from 1: each player's row has one unused slot. */
const PIECE_SLOTS = PIECES_PER_PLAYER + 1;

/** The piece `new figure` brings in ("A1"), by player and piece number (1 to 5). */
export function readPieceOutput(player: number, piece: number): readonly OutputLine[] {
  pieceOutputs ??= Array.from({ length: PLAYERS * PIECE_SLOTS }, (_, slot) => [
    toOutputLine(`${renderPlayer(Math.floor(slot / PIECE_SLOTS))}${slot % PIECE_SLOTS}`),
  ]);
  return pieceOutputs[player * PIECE_SLOTS + piece] as readonly OutputLine[];
}

/** "Player A has hit Player B.", by the hitter and the one hit: one move in five or so hits. */
export function readHitLine(hitter: number, victim: number): OutputLine {
  hitLines ??= Array.from({ length: PLAYERS * PLAYERS }, (_, slot) =>
    toOutputLine(renderHit(renderPlayer(Math.floor(slot / PLAYERS)), renderPlayer(slot % PLAYERS))),
  );
  return hitLines[hitter * PLAYERS + victim] as OutputLine;
}

/** `help`'s line for a command ("move: move a piece …"). */
export function readHelpLine(name: CommandName): OutputLine {
  helpLines ??= Object.fromEntries(
    Object.entries(HELP_DESCRIPTIONS).map(([key, text]) => [key, toOutputLine(`${key}: ${text}`)]),
  ) as Record<CommandName, OutputLine>;
  return helpLines[name];
}
