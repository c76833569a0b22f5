/** Finds the value of a word among a few fixed ones, or undefined. */
export type WordTable<T> = (word: string) => T | undefined;

/**
 * A look-up among a few short fixed words: by length, then by comparing. Every input word is a new
 * string, which a Map must hash before it can look; this was a fifth of the time of reading a
 * command in campus-chaos's bench.
 */
interface Entry<T> {
  readonly word: string;
  readonly value: T;
  /** The word's last character code, compared before the word. */
  readonly last: number;
}

export function createWordTable<T>(entries: Iterable<readonly [string, T]>): WordTable<T> {
  const byLength: Entry<T>[][] = [];
  for (const [word, value] of entries) {
    const bucket = byLength[word.length] ?? [];
    bucket.push({ word, value, last: word.charCodeAt(word.length - 1) });
    byLength[word.length] = bucket;
  }
  // Indexed loops, not `for…of` with destructuring, and no `?? []`: each allocated on every call
  // where the optimizing compiler did not remove it, and this runs for every word read.
  return (word) => {
    const bucket = byLength[word.length];
    if (bucket === undefined) return undefined;
    // Words of one length mostly differ in their last character (`roll dice 1` … `roll dice 6`), and
    // comparing that code first spares most calls of the built-in string comparison.
    const last = word.charCodeAt(word.length - 1);
    for (let index = 0; index < bucket.length; index++) {
      const entry = bucket[index];
      if (entry !== undefined && entry.last === last && entry.word === word) return entry.value;
    }
    return undefined;
  };
}
