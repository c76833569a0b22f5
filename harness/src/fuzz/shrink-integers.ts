import type { Check } from "./remove-chunks.js";

const INTEGER = /^-?\d+$/;

/**
 * Replaces each integer word of each item (a line, an argument) by a smaller one, nearer zero,
 * after which `check` still holds (see `shrinkInteger`).
 */
export async function shrinkIntegers(
  items: readonly string[],
  check: Check<readonly string[]>,
): Promise<readonly string[]> {
  let current = items;
  for (let index = 0; index < current.length; index++) {
    const words = (current[index] ?? "").split(/(\s+)/);
    for (let word = 0; word < words.length; word += 2) {
      const text = words[word] ?? "";
      if (!INTEGER.test(text)) continue;
      const withWord = (value: bigint): string[] => {
        const line = words.map((part, at) => (at === word ? String(value) : part)).join("");
        return current.map((item, at) => (at === index ? line : item));
      };
      const value = await shrinkInteger(BigInt(text), (smaller) => check(withWord(smaller)));
      if (String(value) === text) continue;
      words[word] = String(value);
      current = withWord(value);
    }
  }
  return current;
}

/**
 * A small stand-in for `value` (by size, keeping its sign) that `check` accepts, found with few
 * checks: 0; then `value` − 1, and when even that is refused `value` is taken as small as it gets
 * (the usual case after a first round); else ±1, then halving the distance between the largest
 * refused and the smallest accepted. `check` need not be monotonic: the result is accepted, not
 * always the smallest that would be.
 */
export async function shrinkInteger(value: bigint, check: Check<bigint>): Promise<bigint> {
  const sign = value < 0n ? -1n : 1n;
  let accepted = value * sign;
  if (accepted === 0n || (await check(0n))) return 0n;
  if (accepted === 1n || !(await check((accepted - 1n) * sign))) return value;
  accepted -= 1n;
  let refused = 0n;
  while (accepted - refused > 1n) {
    const middle = refused === 0n ? 1n : (refused + accepted) / 2n;
    if (await check(middle * sign)) accepted = middle;
    else refused = middle;
  }
  return accepted * sign;
}
