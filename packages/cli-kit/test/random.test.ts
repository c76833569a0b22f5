import { describe, expect, test } from "vitest";
import { createRandom, pickInteger, pickItem, shuffle } from "../src/random.js";

function take(seed: number, count: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random());
}

describe("createRandom", () => {
  test("gives the same numbers for the same seed", () => {
    expect(take(42, 20)).toEqual(take(42, 20));
  });

  test("gives other numbers for another seed", () => {
    expect(take(1, 20)).not.toEqual(take(2, 20));
  });

  test("keeps the mulberry32 sequence, so generated inputs stay the same", () => {
    expect(take(1, 3)).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  test("treats seeds modulo 2^32", () => {
    expect(take(-1, 5)).toEqual(take(4294967295, 5));
  });

  test.each([0, 1, 7, 123456789])("gives numbers in [0, 1) for seed %i", (seed) => {
    for (const value of take(seed, 1000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("pickInteger", () => {
  test("reaches both bounds and nothing outside them", () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 1000 }, () => pickInteger(random, -2, 3)));
    expect([...seen].sort((first, second) => first - second)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  test("returns the only value when min equals max", () => {
    expect(pickInteger(createRandom(3), 5, 5)).toBe(5);
  });
});

describe("pickItem", () => {
  test("picks every item sooner or later", () => {
    const random = createRandom(11);
    const seen = new Set(Array.from({ length: 200 }, () => pickItem(random, ["a", "b", "c"])));
    expect(seen).toEqual(new Set(["a", "b", "c"]));
  });
});

describe("shuffle", () => {
  test("returns a permutation and leaves the input alone", () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    const shuffled = shuffle(createRandom(5), items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((first, second) => first - second)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });

  test("gives the same order for the same seed", () => {
    expect(shuffle(createRandom(9), [..."abcdef"])).toEqual(
      shuffle(createRandom(9), [..."abcdef"]),
    );
  });
});
