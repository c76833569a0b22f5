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
 * A smaller stand-in for `value`, nearer zero and of the same sign, that `check` accepts: the first
 * accepted of 0, 1, half and one less, again and again. When only one less is accepted, the
 * smallest accepted between half and one less is found by bisection, so a number that may only
 * shrink a little at a time costs log2 checks, not one per step. `check` need not be monotonic.
 */
export async function shrinkInteger(value: bigint, check: Check<bigint>): Promise<bigint> {
  const sign = value < 0n ? -1n : 1n;
  const answers = new Map<bigint, Promise<boolean>>();
  const accepts = (size: bigint): Promise<boolean> => {
    const known = answers.get(size);
    if (known !== undefined) return known;
    const answer = check(size * sign);
    answers.set(size, answer);
    return answer;
  };
  let current = value * sign;
  for (let next = await findSmaller(current, accepts); next !== undefined; ) {
    current = next;
    next = await findSmaller(current, accepts);
  }
  return current * sign;
}

async function findSmaller(size: bigint, accepts: Check<bigint>): Promise<bigint | undefined> {
  const half = size / 2n;
  for (const candidate of new Set([0n, 1n, half])) {
    if (candidate < size && (await accepts(candidate))) return candidate;
  }
  if (size - 1n <= half || !(await accepts(size - 1n))) return undefined;
  let refused = half;
  let accepted = size - 1n;
  while (accepted - refused > 1n) {
    const middle = (refused + accepted) / 2n;
    if (await accepts(middle)) accepted = middle;
    else refused = middle;
  }
  return accepted;
}
