export interface GenerateInputOptions {
  /** The same seed always gives the same input. */
  readonly seed: number;
  /** About how many lines (commands, names, numbers, answers) to write. */
  readonly size: number;
}

export interface GeneratedInput {
  readonly stdin: string;
  readonly args: readonly string[];
}

type Random = () => number;

const NAMES = ["Luke", "Han", "Leia", "Rey", "Finn", "Poe"] as const;
const STRAY_LINES = ["help", "commands", "fakecommand", "", "START", "Y"] as const;

/** mulberry32: a tiny, fast seeded generator, so inputs are reproducible without `Math.random`. */
function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[randomInt(random, 0, items.length - 1)] ?? items[0];
}

/**
 * A valid input for the Nim program: console commands (known, unknown and blank), whole sessions of
 * games with replays, mostly legal moves with some over the bound, beyond the pile or not numbers,
 * and a final `exit`.
 */
export function generateInput({ seed, size }: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
  const lines: string[] = [];
  while (lines.length < size) {
    if (random() < 0.6) appendSession(lines, random, size);
    else lines.push(pick(random, STRAY_LINES));
  }
  lines.push("exit");
  return { stdin: `${lines.join("\n")}\n`, args: [] };
}

function appendSession(lines: string[], random: Random, size: number): void {
  lines.push("start", pick(random, NAMES), pick(random, NAMES));
  appendGame(lines, random);
  while (lines.length < size && random() < 0.5) {
    lines.push(pick(random, ["Y", "y"]));
    appendGame(lines, random);
  }
  lines.push(pick(random, ["N", "n", "no"]));
}

function appendGame(lines: string[], random: Random): void {
  if (random() < 0.05) lines.push("three");
  const bound = randomInt(random, 1, 6);
  let stones = randomInt(random, 1, 30);
  lines.push(String(bound), String(stones));
  while (stones > 0) {
    const roll = random();
    if (roll < 0.08) lines.push(String(bound + randomInt(random, 1, 3)));
    else if (roll < 0.14) lines.push(pick(random, ["0", "-1", String(stones + 1)]));
    else if (roll < 0.17) lines.push("two");
    else {
      const take = randomInt(random, 1, Math.min(bound, stones));
      lines.push(String(take));
      stones -= take;
    }
  }
}
