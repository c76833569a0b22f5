// Every line the game writes, spelt exactly as in the specification (case and punctuation matter),
// with its newline: an answer is written as it is, not joined to "\n" once per command.

export const GAME_OVER = "The game is over\n";
export const NONEXISTENT_PLAYER = "Nonexistent player\n";
export const INVALID_DICE = "Invalid dice\n";
export const INVALID_COMMAND = "Invalid command\n";
export const GAME_NOT_OVER = "The game was not over yet...\n";

export function renderNextToPlay(colour: string): string {
  return `Next to play: ${colour}\n`;
}

export function renderOnSquare(colour: string, square: number): string {
  return `${colour} is on square ${square}\n`;
}

export function renderCanRoll(colour: string): string {
  return `${colour} can roll the dice\n`;
}

export function renderCannotRoll(colour: string): string {
  return `${colour} cannot roll the dice\n`;
}

export function renderWinner(colour: string): string {
  return `${colour} won the game!\n`;
}

// Header errors: each names the rule broken; the CLI prefixes the line number and the program's name.

export function renderHeaderError(line: number, rule: string): string {
  return `line ${line}: ${rule}`;
}

const COLOURS_RULE = "the colours must be three different capital letters (A to Z)";

export function renderBadColours(got: string): string {
  return `${COLOURS_RULE}, got ${quote(got)}`;
}

export function renderBadCount(what: string, min: number, max: number, got: string): string {
  return `${what} must be an integer between ${min} and ${max}, got ${quoteUnlessInteger(got)}`;
}

export function renderBadFineOrCliffCount(what: string, size: number, got: string): string {
  const max = Math.floor(size / 3);
  const rule = `${what} must be an integer between 1 and ${max} (a third of ${size} squares)`;
  return `${rule}, got ${quoteUnlessInteger(got)}`;
}

export function renderWrongListLength(what: string, expected: number, got: number): string {
  return `expected ${expected} ${what} separated by spaces, got ${got}`;
}

export function renderNotASquare(what: string, size: number, got: string): string {
  return `${what} must be integers between 2 and ${size - 1}, got ${quoteUnlessInteger(got)}`;
}

export function renderNotAscending(what: string, before: number, after: number): string {
  return `${what} must be distinct and in ascending order, got ${after} after ${before}`;
}

export function renderOnGoose(what: string, square: number): string {
  return `${what} cannot be multiples of 9 (those squares have geese), got ${square}`;
}

export function renderFineAndCliff(square: number): string {
  return `square ${square} cannot be both a fine and a cliff`;
}

export const USAGE = [
  "Usage: goose-game < game.txt",
  "",
  "Plays the Goose Game (Jogo da Glória) for three players. Standard input holds the board header",
  "(colours, number of squares, fines, cliffs) and then one command per line: player, square X,",
  "status X, dice A B, exit. Each command is answered on standard output as soon as it is read.",
  "goose-game --version prints the version.",
  "",
].join("\n");

export function renderUnexpectedArgument(arg: string): string {
  return `unexpected argument ${quote(arg)}: the game is read from standard input (see --help)`;
}

/** Input echoed in an error is cut short, so that a huge or binary line still gives one short line. */
const MAX_ECHO = 40;

function quoteUnlessInteger(text: string): string {
  const trimmed = text.trim();
  return /^[+-]?\d{1,40}$/.test(trimmed) ? trimmed : quote(text);
}

function quote(text: string): string {
  const shown = text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}...` : text;
  // JSON escapes C0 controls; DEL and C1 controls are escaped too, so the line stays printable.
  return JSON.stringify(shown).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
