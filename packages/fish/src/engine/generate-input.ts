import { createRandom, pickInteger, pickItem, type Random } from "@games/cli-kit/random";
import type { Die } from "./command.js";
import { decideOutcome } from "./outcome.js";
import { applyRoll } from "./rules.js";
import { createInitialState } from "./state.js";

export interface GenerateInputOptions {
  readonly seed: number;
  /** About how many dice to roll. */
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

/** Invalid tokens as people type them: near misses, words, long and non-ASCII ones. */
const INVALID_TOKENS = [
  "0",
  "7",
  "01",
  "+1",
  "-1",
  "x",
  "M",
  "abc",
  "1234",
  "400000",
  "é",
  "日本語",
] as const;
const INVALID_SHARE = 0.1;

/**
 * Random valid input for the CLI, the same for the same seed: the dice are program arguments, as
 * the course's tests pass them (so no options and nothing on standard input), mostly rolls 1 to 6
 * with about one invalid token in ten.
 */
export function generateInput({ seed, size, space = "all" }: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
  if (space === "spec") return { stdin: "", args: generateDecidedGame(random) };
  const args: string[] = [];
  for (let index = 0; index < size; index += 1) {
    if (random() < INVALID_SHARE) {
      args.push(pickItem(random, INVALID_TOKENS));
    } else {
      args.push(String(pickInteger(random, 1, 6)));
    }
  }
  return { stdin: "", args };
}

/**
 * The `spec` space: dice only, a whole game that ends with a winner. Inputs that run out, and a
 * game of 2 safe and 2 captured, end in words the two editions of the text disagree on.
 */
function generateDecidedGame(random: Random): string[] {
  for (;;) {
    const dice: Die[] = [];
    let state = createInitialState();
    let outcome = decideOutcome(state);
    while (outcome === undefined) {
      const die = pickInteger(random, 1, 6) as Die;
      dice.push(die);
      state = applyRoll(state, die);
      outcome = decideOutcome(state);
    }
    if (outcome !== "tie") return dice.map(String);
  }
}
