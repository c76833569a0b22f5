import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { chooseGroups } from "../../src/suite/case-groups.js";
import { findCaseConfig, parseSuiteConfig } from "../../src/suite/suite-config.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const cases = [{ name: "example-1" }, { name: "rule-2" }, { name: "bad-header" }];
const grouped = parseSuiteConfig(
  {
    groups: { package: { exitCode: 2, description: "our CLI's contract" } },
    cases: {
      "*": { group: "spec" },
      "bad-header": { group: "package", description: "a header that is refused" },
    },
  },
  "suite.json",
);
const names = (choice: { cases: { name: string }[] }) => choice.cases.map((item) => item.name);

describe("case groups", () => {
  test("a program that is not the game's own is graded on the spec group by default", () => {
    const choice = chooseGroups(cases, grouped, { ownProgram: false });
    expect(names(choice)).toEqual(["example-1", "rule-2"]);
    expect(choice.groups).toEqual(["spec"]);
  });

  test("the game's own program is graded on every group by default", () => {
    const choice = chooseGroups(cases, grouped, { ownProgram: true });
    expect(names(choice)).toEqual(["example-1", "rule-2", "bad-header"]);
    expect(choice.groups).toBeUndefined();
  });

  test.each([
    [["package"], ["bad-header"]],
    [
      ["spec", "package"],
      ["example-1", "rule-2", "bad-header"],
    ],
    [["all"], ["example-1", "rule-2", "bad-header"]],
  ])("--group %j selects %j", (groups, expected) => {
    expect(names(chooseGroups(cases, grouped, { groups, ownProgram: false }))).toEqual(expected);
  });

  test("a group no case is in is an error naming the groups there are", () => {
    expect(() => chooseGroups(cases, grouped, { groups: ["spek"], ownProgram: false })).toThrow(
      `no case is in group "spek" (groups: spec, package, or all)`,
    );
  });

  test("once some cases have groups, a case without one is an error", () => {
    const config = parseSuiteConfig({ cases: { "example-*": { group: "spec" } } }, "suite.json");
    expect(() => chooseGroups(cases, config, { ownProgram: true })).toThrow(
      "case rule-2 has no group in suite.json",
    );
  });

  test("a suite without groups grades every case, and refuses a named group", () => {
    expect(names(chooseGroups(cases, {}, { ownProgram: false }))).toHaveLength(3);
    expect(() => chooseGroups(cases, {}, { groups: ["spec"], ownProgram: false })).toThrow(
      "this suite's cases have no groups",
    );
  });

  test("a group's settings apply to its cases, below the case's own; its description does not", () => {
    expect(findCaseConfig(grouped, "bad-header")).toEqual({
      group: "package",
      exitCode: 2,
      description: "a header that is refused",
    });
    expect(findCaseConfig(grouped, "rule-2")).toEqual({ group: "spec", description: undefined });
  });

  test("rejects a group name that is not lowercase words", () => {
    expect(() => parseSuiteConfig({ cases: { x: { group: "Spec" } } }, "suite.json")).toThrow(
      `"cases.x.group" must be a group name`,
    );
  });
});

describe("runSuite with groups", () => {
  test("grades --cmd on spec cases only, reports each case's group, and says which were graded", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({
        cases: {
          "*": { group: "spec", description: "echoes its input" },
          strict: { group: "decision" },
        },
      }),
      "echo.in": "a\n",
      "echo.out": "a\n",
      "strict.in": "b\n",
      "strict.out": "not what an echo prints\n",
    });
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    expect(result.groups).toEqual(["spec"]);
    expect(
      result.cases.map(({ name, group, description, verdict }) => ({
        name,
        group,
        description,
        verdict,
      })),
    ).toEqual([
      { name: "echo", group: "spec", description: "echoes its input", verdict: "Accepted" },
    ]);
    const all = await runSuite({ suite, command: nodeProgram("echo-input.mjs"), groups: ["all"] });
    expect(all.cases.map((item) => [item.group, item.verdict])).toEqual([
      ["spec", "Accepted"],
      ["decision", "Wrong Answer"],
    ]);
  });
});
