import { describe, expect, test } from "vitest";
import { removeChunks } from "../../src/fuzz/remove-chunks.js";

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("removeChunks", () => {
  test("keeps only the items the check needs", async () => {
    const needed = (items: readonly number[]) => items.includes(3) && items.includes(11);
    expect(await removeChunks(range(16), async (items) => needed(items))).toEqual([3, 11]);
  });

  test("tries halves before single items, so a long input costs few checks", async () => {
    const tried: number[] = [];
    const result = await removeChunks(range(64), async (items) => {
      tried.push(items.length);
      return items.includes(40);
    });
    expect(result).toEqual([40]);
    expect(tried[0]).toBe(32);
    expect(tried.length).toBeLessThan(30);
  });

  test("keeps order, and keeps everything when nothing can go", async () => {
    expect(await removeChunks(["a", "b", "c"], async (items) => items.length === 3)).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(await removeChunks([], async () => true)).toEqual([]);
  });

  test("removes everything when the check holds for nothing at all", async () => {
    expect(await removeChunks(range(5), async () => true)).toEqual([]);
  });
});
