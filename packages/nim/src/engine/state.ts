/** One player's name and record over the games of one `start`. */
export interface Player {
  readonly name: string;
  readonly wins: number;
  readonly played: number;
}

/** Player 1 first: they open every game and are listed first in the statistics. */
export type Players = readonly [Player, Player];

/** Whose turn it is, as an index into `Players`. */
export type Mover = 0 | 1;

/** Where the program is: each phase names what the next input line answers. */
export type NimState =
  | { readonly phase: "console" }
  | { readonly phase: "first-name" }
  | { readonly phase: "second-name"; readonly firstName: string }
  | { readonly phase: "bound"; readonly players: Players }
  | { readonly phase: "stones"; readonly players: Players; readonly bound: number }
  | { readonly phase: "turn"; readonly players: Players; readonly game: Game }
  | { readonly phase: "replay"; readonly players: Players }
  | { readonly phase: "exited" };

/** A game in progress: the pile, the upper bound and who is to move. */
export interface Game {
  readonly bound: number;
  readonly stones: number;
  readonly mover: Mover;
}

export type NimPhase = NimState["phase"];

/** The state while in one phase, with the fields that phase carries. */
export type StateIn<P extends NimPhase> = Extract<NimState, { readonly phase: P }>;

export const initialState: NimState = { phase: "console" };

export function createPlayer(name: string): Player {
  return { name, wins: 0, played: 0 };
}
