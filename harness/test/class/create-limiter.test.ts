import { describe, expect, test } from "vitest";
import { createLimiter } from "../../src/class/create-limiter.js";

describe("createLimiter", () => {
  test("never runs more than its slots at once, and runs everything in the end", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const work = async (value: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => limit(() => work(value))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  test("frees the slot of a run that fails", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit(async () => "next")).toBe("next");
  });
});
