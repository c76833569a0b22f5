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

// `command` makes the harness treat our bin as any program, which is graded on the spec group only
// unless `groups` asks for more.
async function gradeSuite(suite: string, groups?: readonly string[]) {
  const result = await runSuite({
    suite,
    command: `node ${binPath}`,
    compare: "exact",
    cwd: packageDir,
    groups,
  });
  const failed = result.cases.filter((graded) => graded.verdict !== "Accepted");
  return {
    count: result.cases.length,
    groups: [...new Set(result.cases.map((graded) => graded.group))].sort(),
    failed: failed.map(({ name, verdict }) => ({ name, verdict })),
  };
}

describe("the fixtures written for this package", () => {
  test("are all Accepted, in every group", { timeout: 120_000 }, async () => {
    const { count, groups, failed } = await gradeSuite(fixturesDir, ["all"]);
    expect(failed).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(79);
    expect(groups).toEqual(["decision", "package", "spec"]);
  });
});

describe.skipIf(!existsSync(conformanceDir))("the shared conformance cases", () => {
  test("are all Accepted", { timeout: 120_000 }, async () => {
    const { count, failed } = await gradeSuite(conformanceDir);
    expect(failed).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
