import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

const bin = fileURLToPath(new URL("../bin/fish-game.js", import.meta.url));
const fixtures = fileURLToPath(new URL("../../../fixtures/fish/", import.meta.url));
const conformance = fileURLToPath(new URL("../../../../shared/conformance/fish/", import.meta.url));

/** How many cases a suite holds: one per expected output. */
function countCases(dir: string): number {
  return readdirSync(dir).filter((name) => name.endsWith(".out")).length;
}

async function expectAllAccepted(dir: string, compare: "exact" | "trim-end", atLeast: number) {
  // Every group: a command given to runSuite would otherwise grade the spec group only.
  const result = await runSuite({ suite: dir, command: `node ${bin}`, compare, groups: ["all"] });
  expect(result.cases.length).toBeGreaterThanOrEqual(atLeast);
  const notAccepted = result.cases.filter((one) => one.verdict !== "Accepted");
  expect(notAccepted.map((one) => `${one.name}: ${one.verdict}`)).toEqual([]);
}

describe("fixtures/fish", () => {
  test("every case of every group is Accepted, compared exactly", async () => {
    expect(countCases(fixtures)).toBeGreaterThanOrEqual(69);
    await expectAllAccepted(fixtures, "exact", countCases(fixtures));
  }, 120_000);
});

describe.skipIf(!existsSync(conformance))("the course's public tests", () => {
  test("every case is Accepted, compared as the course does (trim-end)", async () => {
    await expectAllAccepted(conformance, "trim-end", 12);
  }, 120_000);
});
