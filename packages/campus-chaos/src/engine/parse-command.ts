import type { Command, CommandName, MoveStep, ParsedCommand } from "./commands.js";
import { DIRECTIONS, type Direction } from "./grid.js";
import { parseJavaInt } from "./java-number.js";
import { countWords, findWordEnd, isWord, startsWithWords } from "./line-words.js";
import { ERRORS, HELP_DESCRIPTIONS } from "./messages.js";
import { createWordTable, type WordTable } from "./word-table.js";

/**
 * Reads a command's parameters, which start at `from` in the line (its end when there are none);
 * `words` says how many there are, counted once with the line's spacing check.
 */
type ArgumentParser = (line: string, from: number, words: number) => Command | string;

const NO_ARGUMENTS = "no parameters";

/** Each command's parameter shapes; a string result is the error line. */
const PARSERS: Readonly<Record<CommandName, ArgumentParser>> = {
  help: (_line, _from, words) => expectNone("help", words),
  quit: (_line, _from, words) => expectNone("quit", words),
  show: (_line, _from, words) => expectNone("show", words),
  "current player": (_line, _from, words) => expectNone("current player", words),
  "new figure": (_line, _from, words) => expectNone("new figure", words),
  "skip turn": (_line, _from, words) => expectNone("skip turn", words),
  rematch: (_line, _from, words) => expectNone("rematch", words),
  "start session": parseStartSession,
  "show session": (line, from, words) =>
    words > 1
      ? ERRORS.arguments("show session", "at most a session id")
      : { name: "show session", id: sliceRest(line, from) },
  "switch session": (line, from, words) => parseSessionId("switch session", line, from, words),
  "delete session": (line, from, words) => parseSessionId("delete session", line, from, words),
  "roll dice": (line, from, words) =>
    words > 1
      ? ERRORS.arguments("roll dice", "at most a number")
      : { name: "roll dice", value: sliceRest(line, from) },
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
  return BARE_NAMES(line) ?? parseLine(line);
}

function parseLine(line: string): ParsedCommand {
  if (line === "") return { ok: false, error: ERRORS.emptyLine };
  const words = countWords(line, 0);
  if (words === -1) return { ok: false, error: ERRORS.spacing };
  const syntax = findSyntax(line);
  if (syntax === undefined) {
    return { ok: false, error: ERRORS.unknownCommand(line.slice(0, findWordEnd(line, 0))) };
  }
  const from = Math.min(syntax.name.length + 1, line.length);
  const result = syntax.parse(line, from, words - syntax.nameWords);
  return typeof result === "string" ? { ok: false, error: result } : { ok: true, command: result };
}

/** The command whose name is the line's first word or words, if any. */
function findSyntax(line: string): Syntax | undefined {
  const syntaxes = SYNTAXES_BY_FIRST_CHAR[line.charCodeAt(0)];
  if (syntaxes === undefined) return undefined;
  for (let index = 0; index < syntaxes.length; index++) {
    const syntax = syntaxes[index] as Syntax;
    if (startsWithWords(line, syntax.name)) return syntax;
  }
  return undefined;
}

/** The highest number a die shows: the longest move, and the rolls typed most. */
const MOST_PIPS = 6;

/**
 * What the commonest lines parse to, always the same: a command's name alone (`roll dice`, `show`)
 * and a typed roll (`roll dice 4`). Looked up whole, they need no reading word by word and no new
 * command object each time.
 */
const BARE_NAMES: WordTable<ParsedCommand> = createWordTable(
  [
    ...Object.keys(HELP_DESCRIPTIONS),
    ...Array.from({ length: MOST_PIPS }, (_, index) => `roll dice ${index + 1}`),
  ].map((line) => [line, parseLine(line)] as const),
);

/** The rest of the line from `from` as one parameter, or undefined when there is none. */
function sliceRest(line: string, from: number): string | undefined {
  return from < line.length ? line.slice(from) : undefined;
}

function expectNone(
  name: "help" | "quit" | "show" | "current player" | "new figure" | "skip turn" | "rematch",
  words: number,
): Command | string {
  return words === 0 ? { name } : ERRORS.arguments(name, NO_ARGUMENTS);
}

function parseStartSession(line: string, from: number, words: number): Command | string {
  if (words < 3 || words > 4) {
    return ERRORS.arguments(
      "start session",
      "<session_id> <file_to_field> <num_of_players> [<seed>]",
    );
  }
  // Single spaces were checked, so splitting at each one gives the words.
  const [id = "", path = "", players = "", seed] = line.slice(from).split(" ");
  return { name: "start session", id, path, players, seed };
}

function parseSessionId(
  name: "switch session" | "delete session",
  line: string,
  from: number,
  words: number,
): Command | string {
  return words === 1 ? { name, id: line.slice(from) } : ERRORS.arguments(name, "a session id");
}

function parseMove(line: string, from: number, words: number): Command | string {
  const pairs = words - 1;
  if (pairs <= 0 || pairs % 2 !== 0) {
    return ERRORS.arguments("move", "<figure> followed by <distance> <direction> pairs");
  }
  const figureEnd = findWordEnd(line, from);
  const steps = parseSteps(line, figureEnd + 1, pairs >> 1);
  if (typeof steps === "string") return steps;
  return { name: "move", figure: line.slice(from, figureEnd), steps };
}

function parseMoveObstacle(line: string, from: number, words: number): Command | string {
  if (words !== 2 && words !== 4) {
    return ERRORS.arguments("move obstacle", "one or two <distance> <direction> pairs");
  }
  const steps = parseSteps(line, from, words >> 1);
  if (typeof steps === "string") return steps;
  if (steps.length === 2 && steps[0]?.direction === steps[1]?.direction) {
    return ERRORS.sameDirectionTwice;
  }
  return { name: "move obstacle", steps };
}

/** `count` pairs of `<distance> <direction>` from `begin` on, each read in place. */
function parseSteps(line: string, begin: number, count: number): readonly MoveStep[] | string {
  const steps = new Array<MoveStep>(count);
  let at = begin;
  for (let index = 0; index < count; index++) {
    const distanceEnd = findWordEnd(line, at);
    const distance = parseJavaInt(line, at, distanceEnd);
    if (distance === undefined || distance <= 0) {
      return ERRORS.distance(line.slice(at, distanceEnd));
    }
    const directionEnd = findWordEnd(line, distanceEnd + 1);
    const direction = findDirection(line, distanceEnd + 1, directionEnd);
    const shortSteps = SHORT_STEPS[direction];
    if (shortSteps === undefined) {
      return ERRORS.direction(line.slice(distanceEnd + 1, directionEnd));
    }
    steps[index] = shortSteps[distance] ?? {
      distance,
      direction: DIRECTIONS[direction] as Direction,
    };
    at = directionEnd + 1;
  }
  return steps;
}

/**
 * The steps of 1 to 6 squares (index 0 unused) by the index of their direction in DIRECTIONS,
 * made once: nearly every step of every move is one of them. Indexed by number, not by the
 * direction's name: a look-up by a name that changes from line to line is the slower kind.
 */
const SHORT_STEPS: readonly (readonly MoveStep[])[] = DIRECTIONS.map((direction) =>
  Array.from({ length: MOST_PIPS + 1 }, (_, distance) => ({ distance, direction })),
);

/** The index in DIRECTIONS of the direction named from `begin` to `end`, or -1. */
function findDirection(line: string, begin: number, end: number): number {
  for (let index = 0; index < DIRECTIONS.length; index++) {
    if (isWord(line, begin, end, DIRECTIONS[index] as Direction)) return index;
  }
  return -1;
}
