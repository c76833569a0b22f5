/** One command line, read with the strict grammar of the decisions file. */
export type Command =
  | { readonly kind: "player" }
  | { readonly kind: "score"; readonly name: string }
  | { readonly kind: "fleet"; readonly name: string }
  /** `position` is undefined when the text after `shoot` is not one integer. */
  | { readonly kind: "shoot"; readonly position: number | undefined }
  | { readonly kind: "quit" }
  | { readonly kind: "invalid" };

const INVALID: Command = { kind: "invalid" };
const PLAYER: Command = { kind: "player" };
const QUIT: Command = { kind: "quit" };
const INTEGER = /^[+-]?[0-9]+$/;

/**
 * The command word runs up to the first space; what follows that space is the argument, untrimmed.
 * `player` and `quit` take none; `score` and `fleet` need the space, and the name is whatever follows
 * it, even nothing (`score ` asks for a player named "", who does not exist); any `shoot` line is a
 * shot (a malformed one is an invalid shot, not an invalid command).
 */
export function parseCommand(line: string): Command {
  const space = line.indexOf(" ");
  const word = space === -1 ? line : line.slice(0, space);
  const argument = space === -1 ? undefined : line.slice(space + 1);
  switch (word) {
    case "player":
      return argument === undefined ? PLAYER : INVALID;
    case "quit":
      return argument === undefined ? QUIT : INVALID;
    case "score":
    case "fleet":
      return argument === undefined ? INVALID : { kind: word, name: argument };
    case "shoot":
      return { kind: "shoot", position: parsePosition(argument) };
    default:
      return INVALID;
  }
}

/** Huge numbers stay huge (and so out of range); only an optionally signed run of digits is a number. */
function parsePosition(text: string | undefined): number | undefined {
  return text !== undefined && INTEGER.test(text) ? Number(text) : undefined;
}
