/** A function of a small whole number whose values are made on first use and then kept. */
export type MemoByNumber<T> = (key: number) => T;

/**
 * Remembers `make`'s value for each key the first time it is asked for. For the engine's fixed
 * answers and shapes: made once each instead of per command (less for the garbage collector),
 * but only when first needed instead of when the module loads (less start-up, and no rows a run
 * never uses). Kept in an array by key: the look-up runs for nearly every command.
 */
export function memoByNumber<T>(make: (key: number) => T): MemoByNumber<T> {
  const kept: (T | undefined)[] = [];
  return (key) => {
    const value = kept[key];
    if (value !== undefined) return value;
    const made = make(key);
    kept[key] = made;
    return made;
  };
}
