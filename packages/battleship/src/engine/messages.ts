import { FLEET_MAX_LENGTH, FLEET_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./limits.js";

// Every line the game prints, spelled exactly as in the specification; nothing else writes text.

export const GAME_IS_OVER = "The game is over";
export const INVALID_SHOT = "Invalid shot";
export const NONEXISTENT_PLAYER = "Nonexistent player";
export const INVALID_COMMAND = "Invalid command";
export const GAME_NOT_OVER = "The game was not over yet...";

export function renderNextPlayer(name: string): string {
  return `Next player: ${name}`;
}

export function renderScore(name: string, score: number): string {
  return `${name} has ${score} points`;
}

export function renderWinner(name: string): string {
  return `${name} won the game!`;
}

// The rules a header line can break; the CLI prints them on standard error after the line number.

export function renderNameLengthRule(length: number): string {
  return `a player's name must have ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters, this one has ${length}`;
}

export const NAME_WITH_CARRIAGE_RETURN_RULE =
  "a player's name must not hold a carriage return (lines end in LF or CRLF, not in a lone CR)";

export function renderSameNameRule(name: string): string {
  return `the second player's name must differ from the first, both are ${JSON.stringify(name)}`;
}

export function renderFleetLengthRule(length: number): string {
  return `a fleet must have ${FLEET_MIN_LENGTH} to ${FLEET_MAX_LENGTH} cells, this one has ${length}`;
}

export function renderFleetCellRule(cell: number, character: string): string {
  return `a fleet cell must be a letter A-Z or '.', cell ${cell} is ${JSON.stringify(character)}`;
}

export const FLEET_WITHOUT_SHIP_RULE = "a fleet must hold at least one ship (a letter A-Z)";

export function renderFleetSizeRule(firstSize: number, secondSize: number): string {
  return `both fleets must have the same size, the first has ${firstSize} cells and this one ${secondSize}`;
}

export function renderViolation(line: number, rule: string): string {
  return `input line ${line}: ${rule}`;
}

export function renderUnexpectedArguments(args: readonly string[]): string {
  return `takes no arguments (got ${args.map(showArgument).join(" ")}); usage: battleship-game < game.txt`;
}

/** An argument as typed, or quoted with escapes if it holds a control character (a newline, say). */
function showArgument(arg: string): string {
  return /\p{Cc}/u.test(arg) ? JSON.stringify(arg) : arg;
}
