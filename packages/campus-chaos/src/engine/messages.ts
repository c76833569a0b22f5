// Every line the game prints, written exactly as the specification gives it. Error texts are free
// English by the task; each one starts with `Error, ` and names the rule that was broken.

/** How many characters of an input word an error line quotes before it cuts the word short. */
const QUOTE_LIMIT = 40;

/**
 * An input word as an error line quotes it: characters outside printable ASCII are written as
 * `\uXXXX` (error lines may not carry line breaks or special characters), and a long word is cut
 * short, so binary input or a 100k-character line still gives one short, readable line.
 */
export function quoteInput(text: string): string {
  const escaped = text
    .slice(0, QUOTE_LIMIT)
    .replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const cut = text.length > QUOTE_LIMIT ? `... (${text.length} characters)` : "";
  return `'${escaped}'${cut}`;
}

export const GREETING = "Welcome to CampusChaos 2024. Enter 'help' for more details.";

export function renderTurn(letter: string): string {
  return `It's player ${letter}'s turn.`;
}

export function renderHit(hitter: string, victim: string): string {
  return `Player ${hitter} has hit Player ${victim}.`;
}

export function renderWin(letter: string): string {
  return `Player ${letter} has won!`;
}

export function renderCurrentPlayer(letter: string, roll: number | undefined): string {
  return roll === undefined
    ? `${renderTurn(letter)} Dice Roll: ?`
    : `${renderTurn(letter)} Dice roll: ${roll}`;
}

export const HELP_DESCRIPTIONS = {
  "current player": "show whose turn it is and the dice roll of this turn",
  "delete session": "delete the session with the given id",
  help: "list the commands available now",
  move: "move a piece by the roll along pairs of distance and direction",
  "move obstacle": "place the obstacle just reached with one or two relative moves",
  "new figure": "bring the next piece of the current player onto its start square",
  quit: "end the program",
  rematch: "restart the finished game on the same board with the same players",
  "roll dice": "roll the dice (give the rolled number when the session has no seed)",
  show: "show the board of the active session",
  "show session": "list all sessions, or only the one with the given id",
  "skip turn": "end the turn when no piece can move by the roll",
  "start session": "start a session: id, map file, number of players and an optional seed",
  "switch session": "make the session with the given id the active one",
} as const;

export const ERRORS = {
  emptyLine: "Error, empty input line: expected a command",
  spacing: "Error, commands and parameters must be separated by single spaces",
  unknownCommand: (word: string) =>
    `Error, unknown command ${quoteInput(word)}: enter 'help' for the list`,
  notAvailable: (command: string) => `Error, the command '${command}' is not available now`,
  arguments: (command: string, expected: string) =>
    `Error, wrong parameters for '${command}': expected ${expected}`,
  noSuchFile: (path: string) =>
    `Error, the map file ${quoteInput(path)} cannot be read: it must be a regular file of at most 1 MiB`,
  sessionIdFormat: (id: string) =>
    `Error, the session id ${quoteInput(id)} does not match [a-zA-Z0-9]+`,
  sessionExists: (id: string) => `Error, a session with the id ${quoteInput(id)} already exists`,
  noSuchSession: (id: string) => `Error, there is no session with the id ${quoteInput(id)}`,
  alreadyActive: (id: string) => `Error, the session ${quoteInput(id)} is already the active one`,
  playerCount: (text: string) =>
    `Error, the number of players ${quoteInput(text)} is not an integer`,
  tooFewPlayers: "Error, a game needs at least 2 players",
  tooManyPlayers: "Error, a game can have at most 21 players",
  seedFormat: (text: string) => `Error, the seed ${quoteInput(text)} is not a Java long`,
  diceValue: (text: string) =>
    `Error, the dice roll ${quoteInput(text)} must be an integer from 1 to 6`,
  diceSeeded: "Error, this session rolls with its seed: 'roll dice' takes no number",
  diceUnseeded: "Error, this session has no seed: give the rolled number, e.g. 'roll dice 4'",
  obstaclePending: "Error, the obstacle must be placed first with 'move obstacle'",
  figureFormat: (text: string) => `Error, ${quoteInput(text)} is not a piece id such as A1`,
  notYourFigure: (text: string) => `Error, the piece ${text} does not belong to the current player`,
  figureOffBoard: (text: string) => `Error, the piece ${text} is not on the board`,
  distance: (text: string) => `Error, the distance ${quoteInput(text)} must be a positive integer`,
  direction: (text: string) =>
    `Error, ${quoteInput(text)} is not a direction (up, down, left, right)`,
  rollMismatch: (sum: number, roll: number) =>
    `Error, the move covers ${sum} squares but the roll was ${roll}`,
  sameDirectionTwice: "Error, the two moves of an obstacle must go in different directions",
  legalMoveExists: "Error, skipping is only allowed when no piece can move by the roll",
} as const;

export const BOARD_ERRORS = {
  character: (char: string, row: number, column: number) =>
    `Error, invalid board: the character ${quoteInput(char)} at row ${row}, column ${column} is not allowed`,
  targetCount: (count: number) =>
    `Error, invalid board: it needs exactly one target T but has ${count}`,
  disconnected: "Error, invalid board: the fields are not all connected to each other",
  fullBlock: (row: number, column: number) =>
    `Error, invalid board: the 2x2 block at row ${row}, column ${column} has no non-field`,
  fewNeighbours: (row: number, column: number) =>
    `Error, invalid board: the field at row ${row}, column ${column} has fewer than 2 neighbours`,
  forestCount: (count: number) =>
    `Error, invalid board: it may have at most one forest but has ${count}`,
  forestWithoutVillage: "Error, invalid board: a forest needs a village",
  villageWithoutForest: "Error, invalid board: a village needs a forest",
  villageSplit: "Error, invalid board: the village is not one contiguous area",
  startTwice: (letter: string) =>
    `Error, invalid board: the start square of player ${letter} appears more than once`,
  missingStart: (letter: string, players: number) =>
    `Error, the board has no start square for player ${letter}, so it cannot seat ${players} players`,
  freeFields: (free: number, pieces: number) =>
    `Error, the board has ${free} free fields but the players have ${pieces} pieces`,
} as const;

export const PATH_ERRORS = {
  noField: "Error, the path leaves the fields of the board",
  forest: "Error, the forest cannot be entered",
  revisit: "Error, the path may not enter a square twice",
  obstacle: "Error, the path may not jump over an obstacle",
  target: "Error, the target may only be the last square of a move",
  startSquare: "Error, a piece may not stop on a start square",
  ownPiece: "Error, a piece may not stop on a square held by an own piece",
  occupiedZone: "Error, the protection zone is already occupied",
} as const;

export const OBSTACLE_ERRORS = {
  noField: "Error, an obstacle must be placed on a field of the board",
  notPathway: "Error, an obstacle may only be placed on a pathway square (P or p)",
  occupied: "Error, an obstacle may only be placed on an empty square",
} as const;
