import type { Die } from "./command.js";
import {
  FISH_NUMBERS,
  type FishNumber,
  type FishPlace,
  type GameState,
  REGULAR_CELLS,
} from "./state.js";

export type Mover = "hunters" | FishNumber;

/** Plays one roll: exactly one fish moves one cell, or the boat removes one cell. */
export function applyRoll(state: GameState, die: Die): GameState {
  const mover = chooseMover(state, die);
  return mover === "hunters" ? moveHunters(state) : moveFish(state, mover);
}

/**
 * 1 and 6 are the hunters'. A fish's number moves that fish; once it is captured the number
 * belongs to the hunters, and once it is safe it moves the fish closest to the sea instead.
 */
export function chooseMover(state: GameState, die: Die): Mover {
  if (die === 1 || die === 6) return "hunters";
  const place = state.fish[die];
  if (place.kind === "swimming") return die;
  if (place.kind === "captured") return "hunters";
  return findClosestToSafety(state) ?? "hunters";
}

/** The swimming fish nearest the sea; on a tie, the smallest number. */
export function findClosestToSafety(state: GameState): FishNumber | undefined {
  let best: { fish: FishNumber; cell: number } | undefined;
  for (const fish of FISH_NUMBERS) {
    const place = state.fish[fish];
    if (place.kind === "swimming" && (best === undefined || place.cell > best.cell)) {
      best = { fish, cell: place.cell };
    }
  }
  return best?.fish;
}

/** The boat removes the cell in front of it and captures every fish on that cell. */
export function moveHunters(state: GameState): GameState {
  const removedCells = state.removedCells + 1;
  const capture = (place: FishPlace): FishPlace =>
    place.kind === "swimming" && place.cell < removedCells ? { kind: "captured" } : place;
  return {
    ...state,
    removedCells,
    fish: {
      2: capture(state.fish[2]),
      3: capture(state.fish[3]),
      4: capture(state.fish[4]),
      5: capture(state.fish[5]),
    },
  };
}

/** The fish swims one cell towards the sea; past the last regular cell it is safe. */
export function moveFish(state: GameState, fish: FishNumber): GameState {
  const place = state.fish[fish];
  if (place.kind !== "swimming") return state;
  const cell = place.cell + 1;
  const next: FishPlace = cell >= REGULAR_CELLS ? { kind: "safe" } : { kind: "swimming", cell };
  return { ...state, fish: { ...state.fish, [fish]: next } };
}
