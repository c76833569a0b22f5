import { describe, expect, test } from "vitest";
import { selectCases } from "../../src/suite/select-cases.js";

const cases = ["a", "b", "c", "d", "e", "f", "g"].map((name) => ({ name }));
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe("selectCases", () => {
  test("keeps every case without a filter or shard", () => {
    expect(names(selectCases(cases, {}))).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });

  test("splits the cases into shards that together hold each case once", () => {
    const shards = [1, 2, 3].map((index) =>
      names(selectCases(cases, { shard: { index, count: 3 } })),
    );
    expect(shards).toEqual([
      ["a", "d", "g"],
      ["b", "e"],
      ["c", "f"],
    ]);
  });

  test("filters before sharding", () => {
    const picked = selectCases(cases, { filter: "[abcd]", shard: { index: 2, count: 2 } });
    expect(names(picked)).toEqual(["b", "d"]);
  });
});
