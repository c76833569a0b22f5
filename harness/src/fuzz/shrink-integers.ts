import type { Check } from "./remove-chunks.js";

const INTEGER = /^-?\d+$/;

/** Smaller stand-ins for an integer, nearest to zero first: 0, ±1, half, one step toward zero. */
export function listSmallerIntegers(value: bigint): bigint[] {
  const sign = value < 0n ? -1n : 1n;
  const candidates = [0n, sign, value / 2n, value - sign];
  const magnitude = value * sign;
  const smaller = candidates.filter((candidate) => candidate * sign < magnitude && candidate * sign >= 0n);
  return [...new Set(smaller)];
}

/**
 * Replaces each integer word of each item (a line, an argument) by the first smaller stand-in after
 * which `check` still holds, again and again, until none of its stand-ins does.
 */
export async function shrinkIntegers(
  items: readonly string[],
  check: Check<readonly string[]>,
): Promise<readonly string[]> {
  let current = items;
  for (let index = 0; index < current.length; index++) {
    const words = (current[index] ?? "").split(/(\s+)/);
    for (let word = 0; word < words.length; word += 2) {
      const withWord = (text: string): string[] => {
        const line = words.map((part, at) => (at === word ? text : part)).join("");
        return current.map((item, at) => (at === index ? line : item));
      };
      const shrunk = await shrinkWord(words[word] ?? "", (text) => check(withWord(text)));
      words[word] = shrunk;
      current = withWord(shrunk);
    }
  }
  return current;
}

async function shrinkWord(word: string, check: Check<string>): Promise<string> {
  if (!INTEGER.test(word)) return word;
  let value = BigInt(word);
  let current = word;
  let found = true;
  while (found) {
    found = false;
    for (const candidate of listSmallerIntegers(value)) {
      if (await check(String(candidate))) {
        value = candidate;
        current = String(candidate);
        found = true;
        break;
      }
    }
  }
  return current;
}
