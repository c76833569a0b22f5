import type { Edition, FishPlace, GameState } from "../../src/engine/state.js";
import { finishGame, startGame, step } from "../../src/engine/step.js";

/** A fish's place in short: a cell number, "safe" or "captured". */
export type ShortPlace = number | "safe" | "captured";

export interface StateSketch {
  readonly removed?: number;
  readonly fish?: readonly [ShortPlace, ShortPlace, ShortPlace, ShortPlace];
  readonly edition?: Edition;
}

export function makeState({ removed = 0, fish = [5, 5, 5, 5], edition = "revised" }: StateSketch) {
  const place = (short: ShortPlace): FishPlace =>
    typeof short === "number" ? { kind: "swimming", cell: short } : { kind: short };
  const state: GameState = {
    edition,
    removedCells: removed,
    fish: { 2: place(fish[0]), 3: place(fish[1]), 4: place(fish[2]), 5: place(fish[3]) },
    status: "playing",
  };
  return state;
}

/** Plays the tokens from the start and returns every frame printed, the end included. */
export function playGame(tokens: readonly string[], edition: Edition = "revised") {
  const first = startGame(edition);
  let state = first.state;
  const frames = [first.output];
  for (const token of tokens) {
    const result = step(state, token);
    state = result.state;
    if (result.output !== "") frames.push(result.output);
  }
  const last = finishGame(state);
  if (last.output !== "") frames.push(last.output);
  return { state: last.state, frames };
}

/** Lines of a frame without the final newline. */
export function splitFrame(frame: string): string[] {
  return frame.replace(/\n$/, "").split("\n");
}
