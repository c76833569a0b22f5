// Numbers are read as Java's Integer.parseInt / Long.parseLong read them (decision 17): an optional
// sign, decimal digits, leading zeros allowed, and an error for a value out of range.

const DECIMAL = /^[+-]?[0-9]+$/;
const PLUS = 43;
const MINUS = 45;
const ZERO = 48;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/**
 * Read digit by digit: this runs for every number of every move, where a regular expression costs
 * more. `begin` and `end` read a number inside a longer text (a command line) without slicing it.
 */
export function parseJavaInt(text: string, begin = 0, end = text.length): number | undefined {
  const first = text.charCodeAt(begin);
  const negative = first === MINUS;
  let index = negative || first === PLUS ? begin + 1 : begin;
  if (index >= end) return undefined;
  let value = 0;
  for (; index < end; index++) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return undefined;
    value = value * 10 + digit;
    // Past every int already; leading zeros never get here, however many there are.
    if (value > -INT_MIN) return undefined;
  }
  if (negative) return -value;
  return value <= INT_MAX ? value : undefined;
}

export function parseJavaLong(text: string): bigint | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const negative = text.startsWith("-");
  const digits = BigInt(text.replace(/^[+-]/, ""));
  const value = negative ? -digits : digits;
  return value >= LONG_MIN && value <= LONG_MAX ? value : undefined;
}
