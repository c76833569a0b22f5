import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSuite } from "@games/harness";
import { describe, expect, test } from "vitest";

const bin = fileURLToPath(new URL("../bin/battleship-game.js", import.meta.url));
const fixtures = fileURLToPath(new URL("../../../fixtures/battleship/", import.meta.url));
const conformance = fileURLToPath(
  new URL("../../../../shared/conformance/battleship/", import.meta.url),
);

// `command` makes the harness treat our bin as any program, so it would grade the spec group only.
async function gradeSuite(suite: string, groups?: readonly string[]) {
  const result = await runSuite({ suite, command: `node ${bin}`, compare: "exact", groups });
  const notAccepted = result.cases.filter((graded) => graded.verdict !== "Accepted");
  return { cases: result.cases, notAccepted: notAccepted.map((graded) => graded.name) };
}

describe("fixtures/battleship", () => {
  // One grading of every group serves both tests (two cores are shared by many runs).
  let allGroups: ReturnType<typeof gradeSuite> | undefined;
  const gradeAll = () => {
    allGroups ??= gradeSuite(fixtures, ["all"]);
    return allGroups;
  };

  test("accepts every hand-worked case of every group", { timeout: 120_000 }, async () => {
    const { cases, notAccepted } = await gradeAll();
    expect(notAccepted).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(70);
    const groups = new Set(cases.map((graded) => graded.group));
    expect([...groups].sort()).toEqual(["decision", "package", "spec"]);
  });

  test("has forty or more spec cases, each with its reason", { timeout: 120_000 }, async () => {
    const { cases } = await gradeAll();
    const spec = cases.filter((graded) => graded.group === "spec");
    expect(spec.length).toBeGreaterThanOrEqual(40);
    const unexplained = cases.filter((graded) => (graded.description ?? "").length < 10);
    expect(unexplained.map((graded) => graded.name)).toEqual([]);
  });
});

describe.skipIf(!existsSync(conformance))("shared conformance suite", () => {
  test("accepts every case", { timeout: 60_000 }, async () => {
    const { cases, notAccepted } = await gradeSuite(conformance);
    expect(notAccepted).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(2);
  });
});
