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

/**
 * Read in place, character by character: splitting the words, a regular expression and `Number`
 * per die were most of the time of reading a roll, which is most of the commands of a game.
 */
function parseDice(rest: string): Command {
  const space = rest.indexOf(" ");
  const isTwoWords = space > 0 && space < rest.length - 1 && rest.indexOf(" ", space + 1) === -1;
  if (!isTwoWords) return INVALID;
  const first = parseSpots(rest, 0, space);
  const second = parseSpots(rest, space + 1, rest.length);
  if (first === undefined || second === undefined) return INVALID_DICE;
  return { kind: "dice", total: first + second };
}

const PLUS = 43;
const MINUS = 45;
const ZERO = 48;

/**
 * The spots on one die, the word from `begin` to `end` read as Java's `Integer.parseInt` reads it
 * (an optional sign, decimal digits, leading zeros allowed); undefined unless from 1 to 6.
 */
function parseSpots(text: string, begin: number, end: number): number | undefined {
  const sign = text.charCodeAt(begin);
  const negative = sign === MINUS;
  let index = negative || sign === PLUS ? begin + 1 : begin;
  if (index === end) return undefined;
  let value = 0;
  for (; index < end; index++) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return undefined;
    // Capped just past the largest die: a long number is out of range all the same.
    value = Math.min(value * 10 + digit, MAX_SPOTS + 1);
  }
  return !negative && value >= MIN_SPOTS && value <= MAX_SPOTS ? value : undefined;
}
