// Every string the game prints, byte for byte as in the course's piped test output (see
// shared/specs/nim.md). Prompts end without a newline: the player's answer follows on the same line.

export const WELCOME = "Welcome to Nim\n\nPlease enter a command to continue\n\n";
export const COMMAND_PROMPT = "$ ";
export const START_GAMES = "\n";
export const GOODBYE = "\nThank you for playing Nim\n\n";
export const HELP =
  "Type 'commands' to list all available commands\n" +
  "Type 'start' to play game\n" +
  "Player to remove the last stone loses!\n\n";

export const BOUND_PROMPT = "Enter upper bound : ";
export const STONES_PROMPT = "Enter initial number of stones : ";
export const REPLAY_PROMPT = "Do you want to play again (Y/N): ";
export const AFTER_NUMBER = "\n";
export const NOT_A_WHOLE_NUMBER = "Please enter a whole number.\n";

export function formatNamePrompt(playerNumber: 1 | 2): string {
  return `Please enter Player ${playerNumber}'s name : `;
}

export function formatTurnPrompt(name: string): string {
  return `${name}'s turn. Enter stones to remove : `;
}

export function formatPileLine(stones: number, stars: string): string {
  return `${stones} stones left : ${stars}\n`;
}

export function formatGameOver(winner: string): string {
  return `Game Over\n${winner} wins!\n\n`;
}

export function formatUpperBoundExceeded(bound: number): string {
  return `Upper bound limit exceed, upper bound maximum choice is ${bound}\n\n`;
}

export function formatInvalidAttempt(stones: number): string {
  return `Invalid attempt, only ${stones} stones remaining! Try again:\n\n`;
}

export function formatCommandListEntry(command: string): string {
  return `: ${command}\n`;
}

/** "game" for 0 and 1 wins, "games" from 2 on, as the course's tests print it. */
export function formatStatistics(name: string, wins: number, played: number): string {
  return `${name} won ${wins} ${wins >= 2 ? "games" : "game"} out of ${played} played\n`;
}

// Input that breaks a rule the spec takes for granted: reported on standard error, never on stdout.
const QUOTE_LIMIT = 40;

/** An input line or argument as an error quotes it: JSON-escaped, and cut short when it is long. */
export function quoteInput(text: string): string {
  if (text.length <= QUOTE_LIMIT) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, QUOTE_LIMIT))}... (${text.length} characters)`;
}

export const EMPTY_NAME = "a player's name must not be empty";

export function formatBoundOutOfRange(max: number): string {
  return `the upper bound must be a whole number from 1 to ${max}`;
}

export function formatStonesOutOfRange(max: number): string {
  return `the initial number of stones must be a whole number from 1 to ${max}`;
}
