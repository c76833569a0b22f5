// Numbers are read as Java's Integer.parseInt / Long.parseLong read them (decision 17): an optional
// sign, decimal digits, leading zeros allowed, and an error for a value out of range.

const DECIMAL = /^[+-]?[0-9]+$/;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

export function parseJavaInt(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return value >= INT_MIN && value <= INT_MAX ? value : undefined;
}

export function parseJavaLong(text: string): bigint | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const negative = text.startsWith("-");
  const digits = BigInt(text.replace(/^[+-]/, ""));
  const value = negative ? -digits : digits;
  return value >= LONG_MIN && value <= LONG_MAX ? value : undefined;
}
