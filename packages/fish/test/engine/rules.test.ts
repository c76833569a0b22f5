import { describe, expect, test } from "vitest";
import type { Die } from "../../src/engine/command.js";
import { applyRoll, chooseMover, findClosestToSafety } from "../../src/engine/rules.js";
import { makeState, type StateSketch } from "../helpers/make-state.js";

describe("chooseMover", () => {
  test.each<[string, StateSketch, Die, ReturnType<typeof chooseMover>]>([
    ["1 moves the hunters", {}, 1, "hunters"],
    ["6 moves the hunters", {}, 6, "hunters"],
    ["a swimming fish's number moves that fish", {}, 4, 4],
    ["a captured fish's number moves the hunters", { fish: [5, 6, "captured", 6] }, 4, "hunters"],
    ["a safe fish's number moves the fish closest to the sea", { fish: ["safe", 7, 5, 9] }, 2, 5],
    ["a safe fish's number on a tie moves the smallest number", { fish: [7, 5, 7, "safe"] }, 5, 2],
  ])("%s", (_name, sketch, die, mover) => {
    expect(chooseMover(makeState(sketch), die)).toBe(mover);
  });
});

describe("findClosestToSafety", () => {
  test("ignores safe and captured fish", () => {
    expect(findClosestToSafety(makeState({ fish: ["safe", "captured", 6, 6] }))).toBe(4);
  });

  test("finds nobody when no fish swims", () => {
    expect(findClosestToSafety(makeState({ fish: ["safe", "captured", "safe", "safe"] }))).toBe(
      undefined,
    );
  });
});

describe("applyRoll", () => {
  test("moves a fish one cell towards the sea", () => {
    expect(applyRoll(makeState({}), 3)).toEqual(makeState({ fish: [5, 6, 5, 5] }));
  });

  test("makes a fish safe when it leaves the last regular cell", () => {
    expect(applyRoll(makeState({ fish: [10, 5, 5, 5] }), 2)).toEqual(
      makeState({ fish: ["safe", 5, 5, 5] }),
    );
  });

  test("removes the cell in front of the boat without touching fish further on", () => {
    expect(applyRoll(makeState({ removed: 2 }), 1)).toEqual(makeState({ removed: 3 }));
  });

  test("captures every fish on the removed cell at once", () => {
    const state = makeState({ removed: 6, fish: ["safe", 6, "captured", 6] });
    expect(applyRoll(state, 6)).toEqual(
      makeState({ removed: 7, fish: ["safe", "captured", "captured", "captured"] }),
    );
  });

  test("captures the fish on the last cell when the boat reaches the sea", () => {
    const state = makeState({ removed: 10, fish: ["safe", "safe", 10, 10] });
    expect(applyRoll(state, 1)).toEqual(
      makeState({ removed: 11, fish: ["safe", "safe", "captured", "captured"] }),
    );
  });

  test("moves the hunters on the number of a captured fish", () => {
    const state = makeState({ removed: 6, fish: [7, 7, "captured", 7] });
    expect(applyRoll(state, 4)).toEqual(makeState({ removed: 7, fish: [7, 7, "captured", 7] }));
  });
});
