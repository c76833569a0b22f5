/**
 * An rlimit as `ulimit` reads it: a whole number in digits. `String` writes 10^21 and more as
 * `1e+21`, which `ulimit` refuses (every case of a suite whose time limit was 1e21 seconds was a
 * Runtime Error); a limit past 2^53 - 1 is none in practice, and given as that.
 */
export function formatLimit(value: number): string {
  return String(Math.min(Math.ceil(value), Number.MAX_SAFE_INTEGER));
}
