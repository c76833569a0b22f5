/**
 * A small seeded generator (mulberry32) and helpers on it, for the games' input generators: the same
 * seed always gives the same numbers. Pure, so engines may import it (`@games/cli-kit/random`).
 */
export type Random = () => number;

/** Numbers in [0, 1), the same sequence for the same seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer from `min` to `max`, both included. */
export function pickInteger(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickItem<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

/** A copy of `items` in random order (Fisher–Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = pickInteger(random, 0, index);
    const item = shuffled[index] as T;
    shuffled[index] = shuffled[other] as T;
    shuffled[other] = item;
  }
  return shuffled;
}
