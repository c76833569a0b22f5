import { CliError } from "@games/cli-kit";
import { DICE_WITH_STDIN, formatBadEdition, formatLineBreakInDie } from "./engine/messages.js";
import type { Edition } from "./engine/state.js";

export interface CliOptions {
  readonly help: boolean;
  readonly edition: Edition;
  readonly readStdin: boolean;
  readonly dice: readonly string[];
  /** How many arguments come before the first die: options, and `--`. */
  readonly diceAfter: number;
}

/**
 * Options are read only before the first die (or up to `--`), so any later argument, `--help`
 * included, is a die; and an argument that only looks like an option (`--x`) is a die too.
 */
export function parseArguments(args: readonly string[]): CliOptions {
  let edition: Edition = "revised";
  let readStdin = false;
  let index = 0;
  for (; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--help") return { help: true, edition, readStdin, dice: [], diceAfter: index };
    if (arg === "--stdin") readStdin = true;
    else if (arg === "--edition") {
      index += 1;
      edition = parseEdition(args[index], index + 1);
    } else if (arg.startsWith("--edition=")) {
      edition = parseEdition(arg.slice("--edition=".length), index + 1);
    } else {
      if (arg === "--") index += 1;
      break;
    }
  }
  const dice = args.slice(index);
  if (readStdin && dice.length > 0) throw new CliError(DICE_WITH_STDIN);
  return { help: false, edition, readStdin, dice, diceAfter: index };
}

function parseEdition(value: string | undefined, position: number): Edition {
  if (value === "original" || value === "revised") return value;
  throw new CliError(formatBadEdition(position, value));
}

/**
 * A die with a line break in it would tear the 6-line frame apart: refused when it is read (the
 * `position`th argument), never once the game is over, whose later arguments are not looked at.
 */
export function refuseLineBreak(die: string, position: number): CliError | undefined {
  return /[\r\n]/.test(die) ? new CliError(formatLineBreakInDie(position)) : undefined;
}
