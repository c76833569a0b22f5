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
];
const INVALID_SHARE = 0.1;

/**
 * Random valid input for the CLI, the same for the same seed: the dice are program arguments, as
 * the course's tests pass them (so no options and nothing on standard input), mostly rolls 1 to 6
 * with about one invalid token in ten.
 */
export function generateInput({ seed, size }: GenerateInputOptions): GeneratedInput {
  const random = createMulberry32(seed);
  const args: string[] = [];
  for (let index = 0; index < size; index += 1) {
    if (random() < INVALID_SHARE) {
      args.push(INVALID_TOKENS[Math.floor(random() * INVALID_TOKENS.length)] ?? "x");
    } else {
      args.push(String(1 + Math.floor(random() * 6)));
    }
  }
  return { stdin: "", args };
}

/** mulberry32: a tiny seeded generator of floats in [0, 1). */
function createMulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
