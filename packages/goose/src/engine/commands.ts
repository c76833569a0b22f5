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

/** Every valid roll, made once, indexed by its total: a roll is most of the commands of a game. */
const ROLLS: readonly Command[] = Array.from({ length: 2 * MAX_SPOTS + 1 }, (_, total) => ({
  kind: "dice",
  total,
}));

/**
 * `player` and `exit` must be the whole line. `square X` and `status X` take everything after the one
 * space as the colour (it must not be empty). `dice A B` needs exactly two words after `dice`, each
 * between single spaces; the roll is valid when both are integers from 1 to 6.
 */
export function parseCommand(line: string): Command {
  if (line === "player") return PLAYER;
  if (line === "exit") return EXIT;
  const space = line.indexOf(" ");
  if (space === -1 || space === line.length - 1) return INVALID;
  switch (line.slice(0, space)) {
    case "square":
      return { kind: "square", colour: line.slice(space + 1) };
    case "status":
      return { kind: "status", colour: line.slice(space + 1) };
    case "dice":
      return parseDice(line, space + 1);
    default:
      return INVALID;
  }
}

/**
 * The words from `begin` on, read in place, character by character: splitting the words, a regular
 * expression, `Number` per die and even `indexOf` (a call per space) were most of the time of
 * reading a roll.
 */
function parseDice(line: string, begin: number): Command {
  const space = findOnlySpace(line, begin);
  if (space <= begin || space >= line.length - 1) return INVALID;
  const first = parseSpots(line, begin, space);
  const second = parseSpots(line, space + 1, line.length);
  if (first === undefined || second === undefined) return INVALID_DICE;
  // Never undefined (both dice are 1..6); the index type cannot say so.
  return ROLLS[first + second] ?? INVALID_DICE;
}

const SPACE = 32;

/** The one space in `line` from `begin` on; -1 when there is none or more than one. */
function findOnlySpace(line: string, begin: number): number {
  let found = -1;
  for (let index = begin; index < line.length; index++) {
    if (line.charCodeAt(index) !== SPACE) continue;
    if (found !== -1) return -1;
    found = index;
  }
  return found;
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
