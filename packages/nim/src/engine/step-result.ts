import type { NimState } from "./state.js";

/**
 * What one input line did: the next state and the text to print. `violation` is set instead when the
 * line breaks a rule the spec takes for granted (an empty name, a bound below 1); the state is then
 * unchanged and nothing is printed, and the program is expected to stop with an error.
 */
export interface StepResult {
  readonly state: NimState;
  readonly output: string;
  readonly violation?: string;
}

/** A phase handler's answer before the next prompt is appended. */
export type Reply =
  | { readonly state: NimState; readonly text: string }
  | { readonly violation: string };

export function reply(state: NimState, text = ""): Reply {
  return { state, text };
}

export function refuse(violation: string): Reply {
  return { violation };
}
