// java.util.Random reproduced exactly: a 48-bit linear congruential generator. The state fits a
// double exactly (48 < 53 bits); each step multiplies in two 24-bit halves so that no intermediate
// product exceeds 2^53, which keeps the arithmetic exact without BigInt on the hot path.

const MULTIPLIER = 0x5deece66dn;
const MASK_48 = (1n << 48n) - 1n;
const HALF = 2 ** 24;
const MULTIPLIER_HIGH = 0x5de;
const MULTIPLIER_LOW = 0xece66d;
const ADDEND = 0xb;
const INT_MAX = 2 ** 31 - 1;

/** The generator's state right after `new Random(seed)`, for any Java long seed. */
export function seedJavaRandom(seed: bigint): number {
  return Number((BigInt.asIntN(64, seed) ^ MULTIPLIER) & MASK_48);
}

// Remainders by 2^24 written as `x - floor(x / 2^24) * 2^24`: exact for these doubles, where `%` on
// numbers past 32 bits is a call into the C library's fmod.
function advance(state: number): number {
  const high = Math.floor(state / HALF);
  const low = state - high * HALF;
  const lowProduct = low * MULTIPLIER_LOW + ADDEND;
  const carry = Math.floor(lowProduct / HALF);
  const highSum = high * MULTIPLIER_LOW + low * MULTIPLIER_HIGH + carry;
  const highBits = highSum - Math.floor(highSum / HALF) * HALF;
  return highBits * HALF + (lowProduct - carry * HALF);
}

/** `next(31)`: the top 31 bits of a state just advanced. */
function readBits31(state: number): number {
  return Math.floor(state / 2 ** 17);
}

/** `nextInt(bound)` for 1 <= bound < 2^31, with Java's shortcut for powers of two and its rejection loop. */
export function nextJavaInt(
  state: number,
  bound: number,
): { readonly value: number; readonly state: number } {
  let next = advance(state);
  // Java computes `(bound * next(31)) >> 31` here, which for bound = 2^k is a shift by 31 - k.
  if ((bound & -bound) === bound)
    return { value: Math.floor(readBits31(next) / (2 ** 31 / bound)), state: next };
  // Java rejects a draw when `u - r + (bound - 1)` overflows a signed 32-bit int.
  while (readBits31(next) - (readBits31(next) % bound) + bound - 1 > INT_MAX) next = advance(next);
  return { value: readBits31(next) % bound, state: next };
}

/** The highest number the die shows. */
export const MOST_PIPS = 6;

/** One roll of the six-sided die: `random.nextInt(6) + 1`. */
export function rollJavaDie(state: number): { readonly value: number; readonly state: number } {
  const draw = nextJavaInt(state, MOST_PIPS);
  return { value: draw.value + 1, state: draw.state };
}
