import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { runInOrder } from "../../src/run/run-pool.js";

describe("runInOrder", () => {
  test("delivers results in item order even when later items finish first", async () => {
    const delivered: number[] = [];
    const results = await runInOrder(
      [40, 5, 20, 1],
      4,
      async (delay) => {
        await sleep(delay);
        return delay;
      },
      (result) => delivered.push(result),
    );
    expect(delivered).toEqual([40, 5, 20, 1]);
    expect(results).toEqual([40, 5, 20, 1]);
  });

  test("never runs more than `jobs` items at once", async () => {
    let running = 0;
    let most = 0;
    await runInOrder(
      Array.from({ length: 10 }, (_, index) => index),
      3,
      async () => {
        running++;
        most = Math.max(most, running);
        await sleep(5);
        running--;
      },
      () => {},
    );
    expect(most).toBe(3);
  });

  test("starts nothing new after a failure and throws it once the running items end", async () => {
    const started: number[] = [];
    const run = runInOrder(
      [1, 2, 3, 4, 5],
      1,
      async (item) => {
        started.push(item);
        if (item === 2) throw new Error("broken case");
      },
      () => {},
    );
    await expect(run).rejects.toThrow("broken case");
    expect(started).toEqual([1, 2]);
  });
});
