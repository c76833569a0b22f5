import { renderStart } from "../../src/engine/render.js";
import { initialState, type NimState } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";

export interface Played {
  readonly state: NimState;
  readonly output: string;
  readonly violation: string | undefined;
}

/** Steps the engine through `lines` from `state`, collecting output; stops at the first violation. */
export function playFrom(state: NimState, lines: readonly string[]): Played {
  let current = state;
  let output = "";
  for (const line of lines) {
    const result = step(current, line);
    if (result.violation !== undefined)
      return { state: current, output, violation: result.violation };
    current = result.state;
    output += result.output;
  }
  return { state: current, output, violation: undefined };
}

/** The whole program's output for `lines`, welcome included. */
export function play(lines: readonly string[]): Played {
  const played = playFrom(initialState, lines);
  return { ...played, output: renderStart() + played.output };
}
