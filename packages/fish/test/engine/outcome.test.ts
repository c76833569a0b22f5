import { describe, expect, test } from "vitest";
import { decideOutcome, type Outcome } from "../../src/engine/outcome.js";
import type { Edition } from "../../src/engine/state.js";
import { makeState, type ShortPlace } from "../helpers/make-state.js";

type Places = readonly [ShortPlace, ShortPlace, ShortPlace, ShortPlace];
const S = "safe";
const C = "captured";

describe("decideOutcome", () => {
  test.each<[string, Places, Edition, Outcome | undefined]>([
    ["nothing while a fish still swims", [S, S, S, 10], "revised", undefined],
    ["the fish when all are safe", [S, S, S, S], "revised", "fish"],
    ["the fish with three safe and one captured", [S, C, S, S], "original", "fish"],
    ["the hunters when all are captured", [C, C, C, C], "revised", "hunters"],
    ["the hunters with three captured and one safe", [C, S, C, C], "revised", "hunters"],
    ["a tie for two against two in the revised edition", [S, C, C, S], "revised", "tie"],
    [
      "the hunters for two against two in the original edition",
      [S, C, C, S],
      "original",
      "hunters",
    ],
  ])("gives %s", (_name, fish, edition, outcome) => {
    expect(decideOutcome(makeState({ fish, edition }))).toBe(outcome);
  });
});
