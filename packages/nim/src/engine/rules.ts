import type { Game, Mover, Player, Players } from "./state.js";

/** Java's largest `int`: the course's programs read the bound into one. */
export const MAX_BOUND = 2_147_483_647;

/** The pile is printed as one line of stars each turn; beyond this it stops being a game. */
export const MAX_STONES = 10_000_000;

/** Why a move is refused; the upper bound is checked first, so it wins when both are broken. */
export type MoveCheck = "legal" | "over-bound" | "invalid-attempt";

export function isValidBound(bound: number): boolean {
  return Number.isInteger(bound) && bound >= 1 && bound <= MAX_BOUND;
}

export function isValidStones(stones: number): boolean {
  return Number.isInteger(stones) && stones >= 1 && stones <= MAX_STONES;
}

export function checkMove(game: Game, take: number): MoveCheck {
  if (take > game.bound) return "over-bound";
  if (take < 1 || take > game.stones) return "invalid-attempt";
  return "legal";
}

/** Player 1 opens every game, replays included. */
export function createGame(bound: number, stones: number): Game {
  return { bound, stones, mover: 0 };
}

/**
 * Takes stones for the player to move and passes the turn; the move must be legal. Written out
 * rather than spread: an object spread costs several times an object literal on Node 20.
 */
export function applyMove(game: Game, take: number): Game {
  return { bound: game.bound, stones: game.stones - take, mover: otherPlayer(game.mover) };
}

export function isGameOver(game: Game): boolean {
  return game.stones === 0;
}

export function otherPlayer(mover: Mover): Mover {
  return mover === 0 ? 1 : 0;
}

/** Whoever took the last stone loses, so once a game is over the winner is the one to move. */
export function findWinner(finished: Game): Mover {
  return finished.mover;
}

/** Both players have played one more game; the winner has one more win. */
export function recordResult(players: Players, winner: Mover): Players {
  const update = (player: Player, index: Mover): Player => ({
    name: player.name,
    wins: player.wins + (index === winner ? 1 : 0),
    played: player.played + 1,
  });
  return [update(players[0], 0), update(players[1], 1)];
}
