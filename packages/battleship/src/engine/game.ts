import { createFleet, type Fleet } from "./fleet.js";

export interface Player {
  readonly name: string;
  readonly fleet: Fleet;
  readonly score: number;
}

/** Index of a player in `Game.players`: 0 is the one who starts. */
export type Seat = 0 | 1;

export type GameStatus = "playing" | "over";

export interface Game {
  readonly players: readonly [Player, Player];
  /** Who shoots next; meaningless once the game is over. */
  readonly next: Seat;
  readonly status: GameStatus;
}

/** The four header lines, already checked against the specification's constraints. */
export interface GameSetup {
  readonly firstName: string;
  readonly firstFleet: string;
  readonly secondName: string;
  readonly secondFleet: string;
}

export function createGame(setup: GameSetup): Game {
  return {
    players: [
      { name: setup.firstName, fleet: createFleet(setup.firstFleet), score: 0 },
      { name: setup.secondName, fleet: createFleet(setup.secondFleet), score: 0 },
    ],
    next: 0,
    status: "playing",
  };
}

export function findPlayer(game: Game, name: string): Player | undefined {
  return game.players.find((player) => player.name === name);
}

export function opponentOf(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** The grid size: both fleets have the same number of cells. */
export function gridSize(game: Game): number {
  return game.players[0].fleet.status.length;
}
