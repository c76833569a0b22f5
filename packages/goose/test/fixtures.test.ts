import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

// Grades the built CLI (`pnpm build` first) the way Mooshak would: byte-exact output per case.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const binPath = fileURLToPath(new URL("../bin/goose-game.js", import.meta.url));
const fixturesDir = fileURLToPath(new URL("../../../fixtures/goose", import.meta.url));
const conformanceDir = fileURLToPath(
  new URL("../../../../shared/conformance/goose", import.meta.url),
);

async function gradeSuite(suite: string) {
  const result = await runSuite({
    suite,
    command: `node ${binPath}`,
    compare: "exact",
    cwd: packageDir,
  });
  const failed = result.cases.filter((graded) => graded.verdict !== "Accepted");
  return {
    count: result.cases.length,
    failed: failed.map(({ name, verdict }) => ({ name, verdict })),
  };
}

describe("the fixtures written for this package", () => {
  test("are all Accepted", { timeout: 120_000 }, async () => {
    const { count, failed } = await gradeSuite(fixturesDir);
    expect(failed).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(48);
  });
});

describe.skipIf(!existsSync(conformanceDir))("the shared conformance cases", () => {
  test("are all Accepted", { timeout: 120_000 }, async () => {
    const { count, failed } = await gradeSuite(conformanceDir);
    expect(failed).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
