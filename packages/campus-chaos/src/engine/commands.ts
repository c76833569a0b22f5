import type { Direction } from "./grid.js";
import type { HELP_DESCRIPTIONS } from "./messages.js";

/** The name of a command as it is typed and listed by `help`. */
export type CommandName = keyof typeof HELP_DESCRIPTIONS;

/** One `<distance> <direction>` pair of `move` or `move obstacle`. */
export interface MoveStep {
  readonly distance: number;
  readonly direction: Direction;
}

/**
 * A command whose words and parameter shapes are right. `start session` keeps its numbers as text:
 * they are checked only after the map file has been printed (section 5.1).
 */
export type Command =
  | { readonly name: "help" | "quit" }
  | { readonly name: "show" | "current player" | "new figure" | "skip turn" | "rematch" }
  | {
      readonly name: "start session";
      readonly id: string;
      readonly path: string;
      readonly players: string;
      readonly seed: string | undefined;
    }
  | { readonly name: "show session"; readonly id: string | undefined }
  | { readonly name: "switch session" | "delete session"; readonly id: string }
  | { readonly name: "roll dice"; readonly value: string | undefined }
  | { readonly name: "move"; readonly figure: string; readonly steps: readonly MoveStep[] }
  | { readonly name: "move obstacle"; readonly steps: readonly MoveStep[] };

export type ParsedCommand =
  | { readonly ok: true; readonly command: Command }
  | { readonly ok: false; readonly error: string };
