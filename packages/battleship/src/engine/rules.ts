import { isFleetSunk, shootFleet } from "./fleet.js";
import { type Game, gridSize, opponentOf, type Player, type Seat } from "./game.js";

/** Why a shot was not fired: the game has ended, or the position is not a cell of the grid. */
export type ShotRefusal = "game-over" | "invalid-shot";

export type ShotOutcome =
  | { readonly kind: "fired"; readonly game: Game; readonly shooter: Seat; readonly points: number }
  | { readonly kind: "refused"; readonly reason: ShotRefusal };

/**
 * The next player fires at `position` (1-based) on the opponent's grid. A game that is over refuses
 * every shot, even a malformed or out-of-range one; a fired shot passes the turn and may end the game.
 */
export function applyShot(game: Game, position: number | undefined): ShotOutcome {
  if (game.status === "over") return { kind: "refused", reason: "game-over" };
  if (position === undefined || position < 1 || position > gridSize(game)) {
    return { kind: "refused", reason: "invalid-shot" };
  }
  const shooter = game.next;
  const target = opponentOf(shooter);
  const shot = shootFleet(game.players[target].fleet, position - 1);
  const players = [...game.players] as [Player, Player];
  players[shooter] = { ...players[shooter], score: players[shooter].score + shot.points };
  players[target] = { ...players[target], fleet: shot.fleet };
  const status = isFleetSunk(shot.fleet) ? "over" : "playing";
  return { kind: "fired", game: { players, next: target, status }, shooter, points: shot.points };
}

/**
 * The higher score wins; on a tie, the player who sank the whole enemy fleet (only one fleet can be
 * sunk, since the game stops at the first). Undefined while the game is still being played.
 */
export function findWinner(game: Game): Player | undefined {
  if (game.status !== "over") return undefined;
  const [first, second] = game.players;
  if (first.score !== second.score) return first.score > second.score ? first : second;
  return isFleetSunk(second.fleet) ? first : second;
}
