import { renderHit, renderTurn } from "./messages.js";
import { PIECES_PER_PLAYER, PLAYER_LETTERS, renderPlayer } from "./players.js";
import type { OutputLine } from "./state.js";

// The answers that are the same every time they are printed, made once: nearly every command
// prints one of them, and a line object made per command was a large part of what the garbage
// collector had to clear (campus-chaos's bench). Shared, so frozen by type: nobody may change them.

export function toOutputLine(text: string): OutputLine {
  return { stream: "out", text };
}

export const NO_OUTPUT: readonly OutputLine[] = [];

/** "It's player A's turn." for each player, alone: what follows nearly every move. */
export const TURN_OUTPUT: readonly (readonly OutputLine[])[] = Array.from(
  PLAYER_LETTERS,
  (_, index) => [toOutputLine(renderTurn(renderPlayer(index)))],
);

/** The number rolled, by the number (index 0 unused). */
export const ROLL_OUTPUT: readonly (readonly OutputLine[])[] = Array.from(
  { length: 7 },
  (_, roll) => [toOutputLine(String(roll))],
);

/** The piece `new figure` brings in ("A1"), by player and piece number (index 0 unused). */
export const PIECE_OUTPUT: readonly (readonly (readonly OutputLine[])[])[] = Array.from(
  PLAYER_LETTERS,
  (_, player) =>
    Array.from({ length: PIECES_PER_PLAYER + 1 }, (_, piece) => [
      toOutputLine(`${renderPlayer(player)}${piece}`),
    ]),
);

/** "Player A has hit Player B.", by the hitter and the one hit: one move in five or so hits. */
export const HIT_OUTPUT: readonly (readonly OutputLine[])[] = Array.from(
  PLAYER_LETTERS,
  (_, hitter) =>
    Array.from(PLAYER_LETTERS, (_, victim) =>
      toOutputLine(renderHit(renderPlayer(hitter), renderPlayer(victim))),
    ),
);
