/** One input line after the header, read by the strict grammar of the decisions file. */
export type Command =
  | { readonly kind: "player" }
  | { readonly kind: "square"; readonly colour: string }
  | { readonly kind: "status"; readonly colour: string }
  | { readonly kind: "dice"; readonly total: number }
  | { readonly kind: "invalid-dice" }
  | { readonly kind: "exit" }
  | { readonly kind: "invalid" };

const PLAYER: Command = { kind: "player" };
const EXIT: Command = { kind: "exit" };
const INVALID: Command = { kind: "invalid" };
const INVALID_DICE: Command = { kind: "invalid-dice" };

const MIN_SPOTS = 1;
const MAX_SPOTS = 6;

/**
 * `player` and `exit` must be the whole line. `square X` and `status X` take everything after the one
 * space as the colour (it must not be empty). `dice A B` needs exactly two words after `dice`, each
 * between single spaces; the roll is valid when both are integers from 1 to 6.
 */
export function parseCommand(line: string): Command {
  if (line === "player") return PLAYER;
  if (line === "exit") return EXIT;
  const space = line.indexOf(" ");
  const rest = line.slice(space + 1);
  if (space === -1 || rest === "") return INVALID;
  switch (line.slice(0, space)) {
    case "square":
      return { kind: "square", colour: rest };
    case "status":
      return { kind: "status", colour: rest };
    case "dice":
      return parseDice(rest);
    default:
      return INVALID;
  }
}

function parseDice(rest: string): Command {
  const words = rest.split(" ");
  if (words.length !== 2 || words.includes("")) return INVALID;
  const [first, second] = words.map(parseSpots);
  if (first === undefined || second === undefined) return INVALID_DICE;
  return { kind: "dice", total: first + second };
}

/** The spots on one die, read as an integer the way Java's `Integer.parseInt` reads it. */
function parseSpots(word: string): number | undefined {
  if (!/^[+-]?\d+$/.test(word)) return undefined;
  const spots = Number(word);
  return spots >= MIN_SPOTS && spots <= MAX_SPOTS ? spots : undefined;
}
