const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Reads a whole number as Java's `Integer.parseInt` would after a trim: optional sign, digits only.
 * Anything else (blank, letters, decimals) is `undefined`. Numbers beyond the safe range keep their
 * order of size, which is all the rules need from them.
 */
export function parseWholeNumber(line: string): number | undefined {
  const text = line.trim();
  return WHOLE_NUMBER.test(text) ? Number(text) : undefined;
}
