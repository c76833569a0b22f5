import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

const bin = fileURLToPath(new URL("../bin/battleship-game.js", import.meta.url));
const fixtures = fileURLToPath(new URL("../../../fixtures/battleship/", import.meta.url));
const conformance = fileURLToPath(
  new URL("../../../../shared/conformance/battleship/", import.meta.url),
);

async function gradeSuite(suite: string) {
  const result = await runSuite({ suite, command: `node ${bin}`, compare: "exact" });
  const notAccepted = result.cases.filter((graded) => graded.verdict !== "Accepted");
  return { count: result.cases.length, notAccepted: notAccepted.map((graded) => graded.name) };
}

describe("fixtures/battleship", () => {
  test("accepts every hand-worked case", { timeout: 120_000 }, async () => {
    const { count, notAccepted } = await gradeSuite(fixtures);
    expect(notAccepted).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(42);
  });
});

describe.skipIf(!existsSync(conformance))("shared conformance suite", () => {
  test("accepts every case", { timeout: 60_000 }, async () => {
    const { count, notAccepted } = await gradeSuite(conformance);
    expect(notAccepted).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(2);
  });
});
