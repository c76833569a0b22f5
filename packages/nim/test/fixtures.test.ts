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

interface GradeOptions {
  /** Overrides every comparison of suite.json; without it, suite.json's own (per group, per case). */
  readonly compare?: Compare;
  readonly filter?: string;
  readonly groups?: readonly string[];
}

async function gradeSuite(suite: string, options: GradeOptions) {
  const result = await runSuite({ suite, command, cwd: packageDir, ...options });
  return result.cases.map(({ name, verdict, group }) => ({ name, verdict, group }));
}

function expectAllAccepted(cases: readonly { name: string; verdict: string }[], atLeast: number) {
  expect(cases.length).toBeGreaterThanOrEqual(atLeast);
  expect(cases.filter((each) => each.verdict !== "Accepted")).toEqual([]);
}

describe("the fixtures", () => {
  test("every hand-written case in fixtures/nim is Accepted byte for byte", async () => {
    expectAllAccepted(await gradeSuite(fixturesDir, { compare: "exact", groups: ["all"] }), 80);
  }, 90_000);

  // What a student's program is graded on: the spec group, compared as suite.json says the course did.
  test("the spec group alone has 40 or more cases, all Accepted under suite.json's comparisons", async () => {
    const cases = await gradeSuite(fixturesDir, { groups: ["spec"] });
    expectAllAccepted(cases, 40);
    expect(cases.filter((each) => each.group !== "spec")).toEqual([]);
  }, 60_000);
});

// The course's own test files live outside this repository; a clone elsewhere may not have them.
describe.skipIf(!existsSync(conformanceDir))("the course's conformance cases", () => {
  test("the template cases are Accepted byte for byte", async () => {
    expectAllAccepted(
      await gradeSuite(conformanceDir, { compare: "exact", filter: "template*" }),
      2,
    );
  }, 30_000);

  test("the classroom cases are Accepted ignoring whitespace at the very end", async () => {
    expectAllAccepted(
      await gradeSuite(conformanceDir, { compare: "trim-end", filter: "classroom*" }),
      2,
    );
  }, 30_000);
});
