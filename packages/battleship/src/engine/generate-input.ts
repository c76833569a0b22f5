import { createRandom, pickInteger, pickItem, type Random } from "@games/cli-kit/random";
import { FLEET_MAX_LENGTH, FLEET_MIN_LENGTH } from "./limits.js";

export interface GenerateInputOptions {
  readonly seed: number;
  /** About how many commands to write between the header and the final `quit`. */
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

const NAMES = ["John", "Doe", "007 The Spy", "Alice", "Ana Maria Silva", "B", "Zoe"] as const;
const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"] as [string, ...string[]];
const MAX_SHIP_LENGTH = 5;

/**
 * A valid input for the game, the same for the same seed: a correct header, then mostly valid
 * commands with some invalid shots, unknown names and invalid commands mixed in, then `quit`.
 */
export function generateInput({ seed, size, space = "all" }: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
  const [first, second] = pickTwoNames(random);
  const cells = pickInteger(random, FLEET_MIN_LENGTH, FLEET_MAX_LENGTH);
  const lines = [first, generateFleet(random, cells), second, generateFleet(random, cells)];
  for (let count = 0; count < size; count++) {
    lines.push(generateCommand(random, [first, second], cells, space));
  }
  lines.push("quit");
  return { stdin: `${lines.join("\n")}\n`, args: [] };
}

function pickTwoNames(random: Random): [string, string] {
  const first = pickInteger(random, 0, NAMES.length - 1);
  const second = (first + pickInteger(random, 1, NAMES.length - 1)) % NAMES.length;
  return [NAMES[first] ?? NAMES[0], NAMES[second] ?? NAMES[1]];
}

/** Runs of water and ships of 1 to 5 cells; a repeated letter may join two runs, which is still valid. */
function generateFleet(random: Random, cells: number): string {
  let fleet = "";
  while (fleet.length < cells) {
    const length = Math.min(pickInteger(random, 1, MAX_SHIP_LENGTH), cells - fleet.length);
    const cell = random() < 0.5 ? "." : pickItem(random, LETTERS);
    fleet += cell.repeat(length);
  }
  return /[A-Z]/.test(fleet) ? fleet : `A${fleet.slice(1)}`;
}

function generateCommand(
  random: Random,
  names: readonly [string, string],
  cells: number,
  space: "spec" | "all",
): string {
  const roll = random();
  // `shoot` without one integer, and lines that start with a command word, are our decisions.
  const spec = space === "spec";
  if (roll < 0.55) return `shoot ${pickInteger(random, 1, cells)}`;
  if (roll < 0.6) return `shoot ${pickItem(random, [0, -1, cells + 1, 1000])}`;
  if (roll < 0.62) return spec ? "hello" : pickItem(random, ["shoot", "shoot x", "shoot 1 2"]);
  if (roll < 0.74) return `score ${pickItem(random, [...names, "Nobody"])}`;
  if (roll < 0.86) return `fleet ${pickItem(random, [...names, "Nobody"])}`;
  if (roll < 0.94) return "player";
  return pickItem(
    random,
    spec ? ["Score John", "Quit", "hello"] : ["Score John", "players", "", "quit now", "hello"],
  );
}
