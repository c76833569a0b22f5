import type { Command, CommandName, MoveStep, ParsedCommand } from "./commands.js";
import { DIRECTIONS, type Direction } from "./grid.js";
import { parseJavaInt } from "./java-number.js";
import { ERRORS, HELP_DESCRIPTIONS } from "./messages.js";

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
  "show session": ([id, ...rest]) =>
    rest.length > 0
      ? ERRORS.arguments("show session", "at most a session id")
      : { name: "show session", id },
  "switch session": (args) => parseSessionId("switch session", args),
  "delete session": (args) => parseSessionId("delete session", args),
  "roll dice": ([value, ...rest]) =>
    rest.length > 0
      ? ERRORS.arguments("roll dice", "at most a number")
      : { name: "roll dice", value },
  move: parseMove,
  "move obstacle": parseMoveObstacle,
};

/** Splits a line into a command and its parameters (decision 13: single spaces, nothing around). */
export function parseCommand(line: string): ParsedCommand {
  if (line === "") return { ok: false, error: ERRORS.emptyLine };
  const words = line.split(" ");
  if (words.includes("")) return { ok: false, error: ERRORS.spacing };
  const [first = "", second] = words;
  const pair = `${first} ${second}`;
  const name = isCommandName(pair) ? pair : isCommandName(first) ? first : undefined;
  if (name === undefined) return { ok: false, error: ERRORS.unknownCommand(first) };
  const result = PARSERS[name](words.slice(name.split(" ").length));
  return typeof result === "string" ? { ok: false, error: result } : { ok: true, command: result };
}

function isCommandName(text: string): text is CommandName {
  return Object.hasOwn(HELP_DESCRIPTIONS, text);
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
  const [figure = "", ...pairs] = args;
  if (pairs.length === 0 || pairs.length % 2 !== 0) {
    return ERRORS.arguments("move", "<figure> followed by <distance> <direction> pairs");
  }
  const steps = parseSteps(pairs);
  return typeof steps === "string" ? steps : { name: "move", figure, steps };
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

function parseSteps(pairs: readonly string[]): readonly MoveStep[] | string {
  const steps: MoveStep[] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const distanceText = pairs[index] ?? "";
    const directionText = pairs[index + 1] ?? "";
    const distance = parseJavaInt(distanceText);
    if (distance === undefined || distance <= 0) return ERRORS.distance(distanceText);
    if (!isDirection(directionText)) return ERRORS.direction(directionText);
    steps.push({ distance, direction: directionText });
  }
  return steps;
}

function isDirection(text: string): text is Direction {
  return (DIRECTIONS as readonly string[]).includes(text);
}
