import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

const BIN = fileURLToPath(new URL("../bin/campus-chaos.js", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/campus-chaos/", import.meta.url));
const CONFORMANCE = fileURLToPath(
  new URL("../../../../shared/conformance/campus-chaos/", import.meta.url),
);

/**
 * Every group, as for the game's own bin. Our suite.json lists its boards (`files`), which the sandbox
 * copies beside each run; the conformance folder has no suite.json, so it runs in its own folder.
 */
async function gradeSuite(suite: string, minimum: number, sandbox?: "none"): Promise<void> {
  const result = await runSuite({
    suite,
    command: `node ${BIN}`,
    compare: "exact",
    groups: ["all"],
    ...(sandbox === undefined ? {} : { sandbox, cwd: suite }),
  });
  const rejected = result.cases.filter((graded) => graded.verdict !== "Accepted");
  expect(rejected.map((graded) => `${graded.name}: ${graded.verdict}`)).toEqual([]);
  expect(result.cases.length).toBeGreaterThanOrEqual(minimum);
}

describe("the fixtures of fixtures/campus-chaos", () => {
  test("are all Accepted, at least 40 of them", async () => {
    const protocols = readdirSync(FIXTURES).filter((name) => name.endsWith(".protocol")).length;
    await gradeSuite(FIXTURES, Math.max(40, protocols));
  }, 120_000);
});

describe.skipIf(!existsSync(CONFORMANCE))("the conformance suite", () => {
  test("is Accepted, the long example A.3 included", async () => {
    await gradeSuite(CONFORMANCE, 1, "none");
  }, 120_000);
});
