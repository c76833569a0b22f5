import type { Command, CommandName, MoveStep, ParsedCommand } from "./commands.js";
import { DIRECTIONS, type Direction } from "./grid.js";
import { parseJavaInt } from "./java-number.js";
import { ERRORS, HELP_DESCRIPTIONS } from "./messages.js";
import { createWordTable, type WordTable } from "./word-table.js";

type ArgumentParser = (args: readonly string[]) => Command | string;

const NO_ARGUMENTS = "no parameters";

/** Each command's parameter shapes; a string result is the error line. */
const PARSERS: Readonly<Record<CommandName, ArgumentParser>> = {
  help: (args) => expectNone("help", args),
  quit: (args) => expectNone("quit", args),
  show: (args) => expectNone("show", args),
  "current player": (args) => expectNone("current player", args),
  "new figure": (args) => expectNone("new figure", args),
  "skip turn": (args) => expectNone("skip turn", args),
  rematch: (args) => expectNone("rematch", args),
  "start session": parseStartSession,
  "show session": (args) =>
    args.length > 1
      ? ERRORS.arguments("show session", "at most a session id")
      : { name: "show session", id: args[0] },
  "switch session": (args) => parseSessionId("switch session", args),
  "delete session": (args) => parseSessionId("delete session", args),
  "roll dice": (args) =>
    args.length > 1
      ? ERRORS.arguments("roll dice", "at most a number")
      : { name: "roll dice", value: args[0] },
  move: parseMove,
  "move obstacle": parseMoveObstacle,
};

/** A first word: the one-word command it is, and the two-word ones it starts, by second word. */
interface FirstWord {
  readonly single: CommandName | undefined;
  readonly second: WordTable<CommandName>;
}

/**
 * Command names by their words (`show` and `move` are both a command and the start of one).
 * Looked up word by word, a line is split once and no joined string is built to find its command.
 */
const FIRST_WORDS: WordTable<FirstWord> = (() => {
  const names = Object.keys(HELP_DESCRIPTIONS) as CommandName[];
  const firstWords = new Set(names.map((name) => name.split(" ")[0] ?? ""));
  return createWordTable(
    [...firstWords].map((first) => {
      const pairs = names
        .filter((name) => name.startsWith(`${first} `))
        .map((name) => [name.slice(first.length + 1), name] as const);
      const single = names.find((name) => name === first);
      return [first, { single, second: createWordTable(pairs) }] as const;
    }),
  );
})();

/** Splits a line into a command and its parameters (decision 13: single spaces, nothing around). */
export function parseCommand(line: string): ParsedCommand {
  return BARE_NAMES(line) ?? parseLine(line);
}

function parseLine(line: string): ParsedCommand {
  if (line === "") return { ok: false, error: ERRORS.emptyLine };
  const words = splitWords(line);
  if (words === undefined) return { ok: false, error: ERRORS.spacing };
  const first = words[0] ?? "";
  const entry = FIRST_WORDS(first);
  const pair = words.length > 1 ? entry?.second(words[1] ?? "") : undefined;
  const name = pair ?? entry?.single;
  if (name === undefined) return { ok: false, error: ERRORS.unknownCommand(first) };
  const result = PARSERS[name](words.slice(pair === undefined ? 1 : 2));
  return typeof result === "string" ? { ok: false, error: result } : { ok: true, command: result };
}

/**
 * What a line that is a command's name alone (`roll dice`, `show`) parses to, always the same:
 * most lines are such, and looked up whole they need no splitting.
 */
const BARE_NAMES: WordTable<ParsedCommand> = createWordTable(
  Object.keys(HELP_DESCRIPTIONS).map((name) => [name, parseLine(name)] as const),
);

/**
 * The words between single spaces, or undefined when a word would be empty (a leading, trailing or
 * doubled space). Written out because `split(" ")` costs twice as much on the short lines read here.
 */
function splitWords(line: string): string[] | undefined {
  // Made at its size, which a first pass counts: an array grown by `push` takes room for 17.
  let count = 1;
  for (let at = line.indexOf(" "); at !== -1; at = line.indexOf(" ", at + 1)) count++;
  const words = new Array<string>(count);
  let begin = 0;
  let index = 0;
  for (let end = line.indexOf(" "); end !== -1; end = line.indexOf(" ", begin)) {
    if (end === begin) return undefined;
    words[index++] = line.slice(begin, end);
    begin = end + 1;
  }
  if (begin === line.length) return undefined;
  words[index] = line.slice(begin);
  return words;
}

function expectNone(
  name: "help" | "quit" | "show" | "current player" | "new figure" | "skip turn" | "rematch",
  args: readonly string[],
): Command | string {
  return args.length === 0 ? { name } : ERRORS.arguments(name, NO_ARGUMENTS);
}

function parseStartSession(args: readonly string[]): Command | string {
  const [id = "", path = "", players = "", seed] = args;
  if (args.length < 3 || args.length > 4) {
    return ERRORS.arguments(
      "start session",
      "<session_id> <file_to_field> <num_of_players> [<seed>]",
    );
  }
  return { name: "start session", id, path, players, seed };
}

function parseSessionId(
  name: "switch session" | "delete session",
  args: readonly string[],
): Command | string {
  const [id] = args;
  return id !== undefined && args.length === 1
    ? { name, id }
    : ERRORS.arguments(name, "a session id");
}

function parseMove(args: readonly string[]): Command | string {
  const pairs = args.length - 1;
  if (pairs <= 0 || pairs % 2 !== 0) {
    return ERRORS.arguments("move", "<figure> followed by <distance> <direction> pairs");
  }
  const steps = parseSteps(args, 1);
  return typeof steps === "string" ? steps : { name: "move", figure: args[0] ?? "", steps };
}

function parseMoveObstacle(args: readonly string[]): Command | string {
  if (args.length !== 2 && args.length !== 4) {
    return ERRORS.arguments("move obstacle", "one or two <distance> <direction> pairs");
  }
  const steps = parseSteps(args);
  if (typeof steps === "string") return steps;
  if (steps.length === 2 && steps[0]?.direction === steps[1]?.direction) {
    return ERRORS.sameDirectionTwice;
  }
  return { name: "move obstacle", steps };
}

/** The `<distance> <direction>` pairs of `words` from `start` on. */
function parseSteps(pairs: readonly string[], start = 0): readonly MoveStep[] | string {
  const steps = new Array<MoveStep>((pairs.length - start) >> 1);
  for (let index = start; index < pairs.length; index += 2) {
    const distanceText = pairs[index] ?? "";
    const directionText = pairs[index + 1] ?? "";
    const distance = parseJavaInt(distanceText);
    if (distance === undefined || distance <= 0) return ERRORS.distance(distanceText);
    const direction = readDirection(directionText);
    if (direction === undefined) return ERRORS.direction(directionText);
    steps[(index - start) >> 1] = { distance, direction };
  }
  return steps;
}

/** The direction named, as the constant itself: later look-ups by it are then the fast kind. */
const readDirection: WordTable<Direction> = createWordTable(
  DIRECTIONS.map((direction) => [direction, direction] as const),
);
