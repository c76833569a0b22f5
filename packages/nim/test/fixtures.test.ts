import { existsSync, readdirSync, readFileSync } from "node:fs";
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

describe("the open point of the layout after the invalid-attempt message", () => {
  // The text gives the words of "Invalid attempt, only M stones remaining! Try again:" but not what
  // follows; suite.json's reading invalid-attempt grades every case that prints it under both layouts.
  const variantsDir = `${fixturesDir}readings/invalid-attempt/no-blank-line/`;
  const outputs = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".out"))
      .map((name) => name.slice(0, -".out".length))
      .sort();

  test("every case that prints the message has a variant without the blank line, and only those", () => {
    const dependent = outputs(fixturesDir).filter((name) =>
      readFileSync(`${fixturesDir}${name}.out`, "utf8").includes("Invalid attempt"),
    );
    expect(dependent.length).toBeGreaterThanOrEqual(10);
    expect(outputs(variantsDir)).toEqual(dependent);
  });

  test("each variant differs from its case only in the blank line after the message", () => {
    for (const name of outputs(variantsDir)) {
      expect(readFileSync(`${variantsDir}${name}.in`, "utf8")).toBe(
        readFileSync(`${fixturesDir}${name}.in`, "utf8"),
      );
      const expected = readFileSync(`${fixturesDir}${name}.out`, "utf8");
      expect(expected).toMatch(/Try again:\n\n/);
      expect(readFileSync(`${variantsDir}${name}.out`, "utf8")).toBe(
        expected.replaceAll("Try again:\n\n", "Try again:\n"),
      );
    }
  });

  test("no case is compared by words only, which would make every space of it lenient", () => {
    const suite = JSON.parse(readFileSync(`${fixturesDir}suite.json`, "utf8")) as {
      readonly groups: Record<string, { readonly compare?: string }>;
      readonly cases: Record<string, { readonly compare?: string }>;
    };
    const loose = [...Object.entries(suite.groups), ...Object.entries(suite.cases)]
      .filter(([, settings]) => settings.compare === "tokens")
      .map(([name]) => name);
    expect(loose).toEqual([]);
  });
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
