import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const binPath = fileURLToPath(new URL("../bin/nim-game.js", import.meta.url));
const fixturesDir = fileURLToPath(new URL("../../../fixtures/nim/", import.meta.url));
const conformanceDir = fileURLToPath(
  new URL("../../../../shared/conformance/nim/", import.meta.url),
);
const command = `"${process.execPath}" "${binPath}"`;

type Compare = "exact" | "trim-end";

async function gradeSuite(suite: string, compare: Compare, filter?: string) {
  const result = await runSuite({
    suite,
    command,
    compare,
    cwd: packageDir,
    ...(filter === undefined ? {} : { filter }),
  });
  return result.cases.map(({ name, verdict }) => ({ name, verdict }));
}

function expectAllAccepted(cases: readonly { name: string; verdict: string }[], atLeast: number) {
  expect(cases.length).toBeGreaterThanOrEqual(atLeast);
  expect(cases.filter((each) => each.verdict !== "Accepted")).toEqual([]);
}

describe("the fixtures", () => {
  test("every hand-written case in fixtures/nim is Accepted byte for byte", async () => {
    expectAllAccepted(await gradeSuite(fixturesDir, "exact"), 40);
  }, 60_000);
});

// The course's own test files live outside this repository; a clone elsewhere may not have them.
describe.skipIf(!existsSync(conformanceDir))("the course's conformance cases", () => {
  test("the template cases are Accepted byte for byte", async () => {
    expectAllAccepted(await gradeSuite(conformanceDir, "exact", "template*"), 2);
  }, 30_000);

  test("the classroom cases are Accepted ignoring whitespace at the very end", async () => {
    expectAllAccepted(await gradeSuite(conformanceDir, "trim-end", "classroom*"), 2);
  }, 30_000);
});
