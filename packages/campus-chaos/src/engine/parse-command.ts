import type { Command, CommandName, MoveStep, ParsedCommand } from "./commands.js";
import { DIRECTIONS, type Direction } from "./grid.js";
import { parseJavaInt } from "./java-number.js";
import { MOST_PIPS } from "./java-random.js";
import { isWord, readWordEnd, readWordStart, readWords } from "./line-words.js";
import { ERRORS, HELP_DESCRIPTIONS } from "./messages.js";
import { createWordTable, type WordTable } from "./word-table.js";

/**
 * Reads a command's parameters: `words` of them, the first being the line's word number `first`
 * (from 0), found by `readWords` with the line's spacing check.
 */
type ArgumentParser = (line: string, first: number, words: number) => Command | string;

const NO_ARGUMENTS = "no parameters";

/** Each command's parameter shapes; a string result is the error line. */
const PARSERS: Readonly<Record<CommandName, ArgumentParser>> = {
  help: (_line, _first, words) => expectNone("help", words),
  quit: (_line, _first, words) => expectNone("quit", words),
  show: (_line, _first, words) => expectNone("show", words),
  "current player": (_line, _first, words) => expectNone("current player", words),
  "new figure": (_line, _first, words) => expectNone("new figure", words),
  "skip turn": (_line, _first, words) => expectNone("skip turn", words),
  rematch: (_line, _first, words) => expectNone("rematch", words),
  "start session": parseStartSession,
  "show session": (line, first, words) =>
    words > 1
      ? ERRORS.arguments("show session", "at most a session id")
      : { name: "show session", id: sliceRest(line, first, words) },
  "switch session": (line, first, words) => parseSessionId("switch session", line, first, words),
  "delete session": (line, first, words) => parseSessionId("delete session", line, first, words),
  "roll dice": (line, first, words) =>
    words > 1
      ? ERRORS.arguments("roll dice", "at most a number")
      : { name: "roll dice", value: sliceRest(line, first, words) },
  move: parseMove,
  "move obstacle": parseMoveObstacle,
};

interface Syntax {
  readonly name: CommandName;
  /** How many words the name has (`show session`: 2). */
  readonly nameWords: number;
  readonly parse: ArgumentParser;
}

/**
 * The commands by the code of their first character, longest name first: `show session` is tried
 * before `show`, so a line is the command whose words it starts with, as many words as can be.
 */
const SYNTAXES_BY_FIRST_CHAR: readonly (readonly Syntax[] | undefined)[] = (() => {
  const byChar: Syntax[][] = [];
  const names = (Object.keys(PARSERS) as CommandName[]).sort((a, b) => b.length - a.length);
  for (const name of names) {
    const code = name.charCodeAt(0);
    const syntax = { name, nameWords: name.split(" ").length, parse: PARSERS[name] };
    byChar[code] = [...(byChar[code] ?? []), syntax];
  }
  return byChar;
})();

/** Splits a line into a command and its parameters (decision 13: single spaces, nothing around). */
export function parseCommand(line: string): ParsedCommand {
  const bare = findBareLine(line);
  return bare === undefined ? parseLine(line) : parseBareLine(bare);
}

function parseLine(line: string): ParsedCommand {
  const words = readWords(line);
  if (words === 0) return { ok: false, error: ERRORS.emptyLine };
  if (words === -1) return { ok: false, error: ERRORS.spacing };
  const syntax = findSyntax(line, words);
  if (syntax === undefined) {
    return { ok: false, error: ERRORS.unknownCommand(line.slice(0, readWordEnd(0))) };
  }
  const result = syntax.parse(line, syntax.nameWords, words - syntax.nameWords);
  return typeof result === "string" ? { ok: false, error: result } : { ok: true, command: result };
}

/** The command whose name is the first of the line's `words` words, if any. */
function findSyntax(line: string, words: number): Syntax | undefined {
  const syntaxes = SYNTAXES_BY_FIRST_CHAR[line.charCodeAt(0)];
  if (syntaxes === undefined) return undefined;
  for (let index = 0; index < syntaxes.length; index++) {
    const syntax = syntaxes[index] as Syntax;
    const { name, nameWords } = syntax;
    if (nameWords <= words && isWord(line, 0, readWordEnd(nameWords - 1), name)) return syntax;
  }
  return undefined;
}

/**
 * The commonest lines, which always parse to the same: a command's name alone (`roll dice`, `show`)
 * and a typed roll (`roll dice 4`). Looked up whole, each is read word by word only the first time
 * it comes, and from then on answers with what that gave: no reading and no new command object each
 * time. Parsed when first read, not when the module loads: parsing them all up front was most of
 * this file's share of the program's start-up.
 */
const BARE_LINES: readonly string[] = [
  ...Object.keys(HELP_DESCRIPTIONS),
  ...Array.from({ length: MOST_PIPS }, (_, index) => `roll dice ${index + 1}`),
];

/** The index in BARE_LINES of a line, if it is one of them. */
const findBareLine: WordTable = createWordTable(BARE_LINES);

/** What each of BARE_LINES parses to, by its index, once it has come. */
const bareParses: (ParsedCommand | undefined)[] = [];

function parseBareLine(index: number): ParsedCommand {
  const kept = bareParses[index];
  if (kept !== undefined) return kept;
  const parsed = parseLine(BARE_LINES[index] as string);
  bareParses[index] = parsed;
  return parsed;
}

/** The rest of the line from word `first` on as one parameter, or undefined when there is none. */
function sliceRest(line: string, first: number, words: number): string | undefined {
  return words > 0 ? line.slice(readWordStart(first)) : undefined;
}

function expectNone(
  name: "help" | "quit" | "show" | "current player" | "new figure" | "skip turn" | "rematch",
  words: number,
): Command | string {
  return words === 0 ? { name } : ERRORS.arguments(name, NO_ARGUMENTS);
}

function parseStartSession(line: string, first: number, words: number): Command | string {
  if (words < 3 || words > 4) {
    return ERRORS.arguments(
      "start session",
      "<session_id> <file_to_field> <num_of_players> [<seed>]",
    );
  }
  // Single spaces were checked, so splitting at each one gives the words.
  const [id = "", path = "", players = "", seed] = line.slice(readWordStart(first)).split(" ");
  return { name: "start session", id, path, players, seed };
}

function parseSessionId(
  name: "switch session" | "delete session",
  line: string,
  first: number,
  words: number,
): Command | string {
  return words === 1
    ? { name, id: line.slice(readWordStart(first)) }
    : ERRORS.arguments(name, "a session id");
}

function parseMove(line: string, first: number, words: number): Command | string {
  const pairs = words - 1;
  if (pairs <= 0 || pairs % 2 !== 0) {
    return ERRORS.arguments("move", "<figure> followed by <distance> <direction> pairs");
  }
  const steps = parseSteps(line, first + 1, pairs >> 1);
  if (typeof steps === "string") return steps;
  return { name: "move", figure: line.slice(readWordStart(first), readWordEnd(first)), steps };
}

function parseMoveObstacle(line: string, first: number, words: number): Command | string {
  if (words !== 2 && words !== 4) {
    return ERRORS.arguments("move obstacle", "one or two <distance> <direction> pairs");
  }
  const steps = parseSteps(line, first, words >> 1);
  if (typeof steps === "string") return steps;
  if (steps.length === 2 && steps[0]?.direction === steps[1]?.direction) {
    return ERRORS.sameDirectionTwice;
  }
  return { name: "move obstacle", steps };
}

/** `count` pairs of `<distance> <direction>` from the line's word number `first` on, read in place. */
function parseSteps(line: string, first: number, count: number): readonly MoveStep[] | string {
  const steps = new Array<MoveStep>(count);
  for (let index = 0; index < count; index++) {
    const word = first + 2 * index;
    const distanceStart = readWordStart(word);
    const distanceEnd = readWordEnd(word);
    const distance = parseJavaInt(line, distanceStart, distanceEnd);
    if (distance === undefined || distance <= 0) {
      return ERRORS.distance(line.slice(distanceStart, distanceEnd));
    }
    const directionEnd = readWordEnd(word + 1);
    const direction = findDirection(line, distanceEnd + 1, directionEnd);
    if (direction === -1) return ERRORS.direction(line.slice(distanceEnd + 1, directionEnd));
    steps[index] = readStep(direction, distance);
  }
  return steps;
}

/**
 * The steps of 1 to 6 squares (distance 0 unused) by the index of their direction in DIRECTIONS,
 * made once, when the first move is read: nearly every step of every move is one of them. Indexed
 * by number, not by the direction's name: a look-up by a name that changes from line to line is the
 * slower kind.
 */
let shortSteps: readonly MoveStep[] | undefined;

const STEP_SLOTS = MOST_PIPS + 1;

/** A step by the index of its direction in DIRECTIONS and its distance. */
function readStep(direction: number, distance: number): MoveStep {
  if (distance > MOST_PIPS) return { distance, direction: DIRECTIONS[direction] as Direction };
  shortSteps ??= Array.from({ length: DIRECTIONS.length * STEP_SLOTS }, (_, slot) => ({
    distance: slot % STEP_SLOTS,
    direction: DIRECTIONS[Math.floor(slot / STEP_SLOTS)] as Direction,
  }));
  return shortSteps[direction * STEP_SLOTS + distance] as MoveStep;
}

/**
 * The index in DIRECTIONS of each direction, by the code of its first letter: the four first letters
 * differ, so a word is compared with one direction only.
 */
const DIRECTION_BY_FIRST_CHAR: readonly number[] = (() => {
  const byChar: number[] = [];
  DIRECTIONS.forEach((direction, index) => {
    byChar[direction.charCodeAt(0)] = index;
  });
  return byChar;
})();

/** The index in DIRECTIONS of the direction named from `begin` to `end`, or -1. */
function findDirection(line: string, begin: number, end: number): number {
  const index = DIRECTION_BY_FIRST_CHAR[line.charCodeAt(begin)];
  if (index === undefined) return -1;
  return isWord(line, begin, end, DIRECTIONS[index] as Direction) ? index : -1;
}
