import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nextJavaInt, rollJavaDie, seedJavaRandom } from "../../src/engine/java-random.js";

function rollTen(seed: bigint): number[] {
  let state = seedJavaRandom(seed);
  return Array.from({ length: 10 }, () => {
    const roll = rollJavaDie(state);
    state = roll.state;
    return roll.value;
  });
}

/** java.util.Random written straight from its documentation with BigInt, to check the fast version. */
function referenceNextInt(seed: bigint, bound: number, count: number): number[] {
  const mask = (1n << 48n) - 1n;
  let state = (BigInt.asIntN(64, seed) ^ 0x5deece66dn) & mask;
  const next31 = (): number => {
    state = (state * 0x5deece66dn + 0xbn) & mask;
    return Number(state >> 17n);
  };
  return Array.from({ length: count }, () => {
    let bits = next31();
    if ((bound & -bound) === bound) return Number((BigInt(bound) * BigInt(bits)) >> 31n);
    let value = bits % bound;
    while (BigInt.asIntN(32, BigInt(bits - value + bound - 1)) < 0n) {
      bits = next31();
      value = bits % bound;
    }
    return value;
  });
}

describe("java.util.Random", () => {
  test.each([
    [0n, "1 5 2 6 6 6 6 4 4 3"],
    [1n, "4 5 2 4 3 5 3 5 5 5"],
    [2n, "5 1 3 2 4 1 1 4 2 1"],
    [42n, "3 4 1 3 1 2 6 3 2 6"],
    [-7n, "5 4 5 4 1 6 4 1 4 5"],
    [123456789n, "2 1 6 5 1 5 4 2 2 6"],
    [9223372036854775807n, "6 6 4 6 3 1 4 1 2 2"],
    [-9223372036854775808n, "1 5 2 6 6 6 6 4 4 3"],
  ])("seed %s rolls the spec's ten values %s", (seed, values) => {
    expect(rollTen(seed).join(" ")).toBe(values);
  });

  test("nextInt matches a BigInt transcription of Java's algorithm for any long seed and bound", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (seed, bound) => {
          let state = seedJavaRandom(seed);
          const values = Array.from({ length: 5 }, () => {
            const draw = nextJavaInt(state, bound);
            state = draw.state;
            return draw.value;
          });
          expect(values).toEqual(referenceNextInt(seed, bound, 5));
        },
      ),
    );
  });

  test("a bound just above 2^30 takes Java's rejection loop and still agrees", () => {
    const bound = 2 ** 30 + 1;
    let state = seedJavaRandom(7n);
    const values = Array.from({ length: 50 }, () => {
      const draw = nextJavaInt(state, bound);
      state = draw.state;
      return draw.value;
    });
    expect(values).toEqual(referenceNextInt(7n, bound, 50));
  });
});
