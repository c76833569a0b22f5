/** Which wording of the course's rules to follow; see the package README. */
export type Edition = "original" | "revised";

/** The fish are the dice faces 2 to 5; 1 and 6 belong to the hunters' boat. */
export type FishNumber = 2 | 3 | 4 | 5;

export type FishPlace =
  | { readonly kind: "swimming"; readonly cell: number }
  | { readonly kind: "safe" }
  | { readonly kind: "captured" };

export type Status = "playing" | "over";

export interface GameState {
  readonly edition: Edition;
  /** How many regular cells the boat has removed, counted from the left. */
  readonly removedCells: number;
  readonly fish: Readonly<Record<FishNumber, FishPlace>>;
  readonly status: Status;
}

/** Regular cells between the boat and the sea at the start, numbered 0 (next to the boat) to 10. */
export const REGULAR_CELLS = 11;

/** The central cell where every fish starts: 5 regular cells on each side of it. */
export const START_CELL = 5;

export const FISH_NUMBERS: readonly FishNumber[] = [2, 3, 4, 5];

export function createInitialState(edition: Edition = "revised"): GameState {
  const start: FishPlace = { kind: "swimming", cell: START_CELL };
  return {
    edition,
    removedCells: 0,
    fish: { 2: start, 3: start, 4: start, 5: start },
    status: "playing",
  };
}
