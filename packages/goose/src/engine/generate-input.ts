import { createRandom, pickInteger, pickItem, type Random, shuffle } from "@games/cli-kit/random";
import { GOOSE_INTERVAL, MAX_SQUARES, MIN_SQUARES } from "./header.js";

export interface GenerateInputOptions {
  readonly seed: number;
  /** About how many commands to write after the header (the final `exit` included). */
  readonly size: number;
  /**
   * `spec`: only input a student's program is graded on (the fixtures' `spec` group: what the text
   * settles); `all` (the default): also lines our decisions and our CLI's contract answer.
   */
  readonly space?: "spec" | "all";
}

export interface GeneratedInput {
  readonly stdin: string;
  readonly args: readonly string[];
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const INVALID_LINES = [
  "",
  "Player",
  "player now",
  "exit ",
  "eXiT",
  "square",
  "status",
  "dice",
  "dice 3",
  "dice 1 2 3",
  "dice  1 2",
  "roll 1 2",
] as const;

/** Invalid lines the text answers itself: none starts with a command word ("Player" is not "player"). */
const SPEC_INVALID_LINES = ["Player", "eXiT", "roll 1 2", "casa red", "help"] as const;

/**
 * A valid game for the CLI: a header within the stated constraints, then mostly valid commands
 * (rolls, questions about real and unknown colours) with some malformed lines, ending with `exit`.
 * In the `spec` space the malformed lines are only those that start with no command word.
 */
export function generateInput(options: GenerateInputOptions): GeneratedInput {
  const random = createRandom(options.seed);
  const header = generateHeader(random);
  const lines = [...header.lines];
  for (let count = 1; count < options.size; count++) {
    lines.push(generateCommand(random, header.colours, options.space ?? "all"));
  }
  lines.push("exit");
  return { stdin: `${lines.join("\n")}\n`, args: [] };
}

function generateHeader(random: Random): { lines: string[]; colours: string[] } {
  const colours = shuffle(random, [...LETTERS]).slice(0, 3);
  const size = pickInteger(random, MIN_SQUARES, MAX_SQUARES);
  const free = Array.from({ length: size - 2 }, (_, index) => index + 2).filter(
    (square) => square % GOOSE_INTERVAL !== 0,
  );
  const third = Math.floor(size / 3);
  const fineCount = pickInteger(random, 1, Math.min(third, 2 + Math.floor(size / 12)));
  const cliffCount = pickInteger(random, 1, Math.min(third, 1 + Math.floor(size / 15)));
  const special = shuffle(random, free);
  const fines = special.slice(0, fineCount).sort(byValue);
  const cliffs = special.slice(fineCount, fineCount + cliffCount).sort(byValue);
  const lines = [colours.join(""), `${size}`, `${fineCount}`, fines.join(" ")];
  lines.push(`${cliffCount}`, cliffs.join(" "));
  return { lines, colours };
}

function generateCommand(
  random: Random,
  colours: readonly string[],
  space: "spec" | "all",
): string {
  const roll = random();
  if (roll < 0.55) return `dice ${pickInteger(random, 1, 6)} ${pickInteger(random, 1, 6)}`;
  if (roll < 0.6) return `dice ${pickInteger(random, -1, 8)} ${pickInteger(random, 0, 7)}`;
  if (roll < 0.7) return "player";
  if (roll < 0.95) {
    const colour = random() < 0.9 ? (colours[pickInteger(random, 0, 2)] ?? "A") : "red";
    return `${random() < 0.5 ? "square" : "status"} ${colour}`;
  }
  return space === "spec" ? pickItem(random, SPEC_INVALID_LINES) : pickItem(random, INVALID_LINES);
}

function byValue(first: number, second: number): number {
  return first - second;
}
