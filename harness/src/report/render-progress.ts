import type { Paint } from "./paint.js";

export interface ProgressState {
  readonly done: number;
  readonly total: number;
  /** Cases done that were not accepted. */
  readonly failing: number;
  readonly elapsedMs: number;
}

/** `12/48 cases · 1 not accepted · 3.2 s`: the live line shown on a terminal while cases run. */
export function renderProgress(state: ProgressState, paint: Paint): string {
  const failing =
    state.failing === 0 ? "none failing" : paint("red", `${state.failing} not accepted`);
  const time = `${(state.elapsedMs / 1000).toFixed(1)} s`;
  return `${paint("bold", `${state.done}/${state.total}`)} cases · ${failing} · ${paint("dim", time)}`;
}
