/** Finds the value of a word among a few fixed ones, or undefined. */
export type WordTable<T> = (word: string) => T | undefined;

/**
 * A look-up among a few short fixed words: by length, then by comparing. Every input word is a new
 * string, which a Map must hash before it can look; this was a fifth of the time of reading a
 * command in campus-chaos's bench.
 */
export function createWordTable<T>(entries: Iterable<readonly [string, T]>): WordTable<T> {
  const byLength: (readonly [string, T])[][] = [];
  for (const entry of entries) {
    const bucket = byLength[entry[0].length] ?? [];
    bucket.push(entry);
    byLength[entry[0].length] = bucket;
  }
  // Indexed loops, not `for…of` with destructuring, and no `?? []`: each allocated on every call
  // where the optimizing compiler did not remove it, and this runs for every word read.
  return (word) => {
    const bucket = byLength[word.length];
    if (bucket === undefined) return undefined;
    for (let index = 0; index < bucket.length; index++) {
      const entry = bucket[index];
      if (entry?.[0] === word) return entry[1];
    }
    return undefined;
  };
}
