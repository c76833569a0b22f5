import { createRandom, pickInteger, pickItem } from "@games/cli-kit/random";

export interface GenerateInputOptions {
  readonly seed: number;
  /** About how many dice to roll. */
  readonly size: number;
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
export function generateInput({ seed, size }: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
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
