import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { findCaseConfig, parseSuiteConfig } from "../../src/suite/suite-config.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const config = parseSuiteConfig(
  {
    visibility: "after_published",
    groups: { spec: { visibility: "visible" }, extra: { visibility: "after_due_date" } },
    cases: {
      "*": { group: "spec" },
      "extra-*": { group: "extra" },
      "extra-secret": { visibility: "hidden" },
    },
  },
  "suite.json",
);

describe("visibility in suite.json", () => {
  test.each([
    ["spec-1", "visible"], // its group's
    ["extra-1", "after_due_date"], // its group's
    ["extra-secret", "hidden"], // its own, over its group's
  ])("%s is %s", (name, visibility) => {
    expect(findCaseConfig(config, name).visibility).toBe(visibility);
  });

  test.each([
    [{ visibility: "later" }, `"visibility"`, `"later"`],
    [{ groups: { spec: { visibility: "Hidden" } } }, `"groups.spec.visibility"`, `"Hidden"`],
    [{ cases: { x: { visibility: true } } }, `"cases.x.visibility"`, "true"],
  ])("refuses %j in one line naming the field and the bad value", (json, field, value) => {
    expect(() => parseSuiteConfig(json, "suite.json")).toThrow(
      new RegExp(`^suite\\.json: ${field} must be one of .*, not ${value}$`),
    );
  });
});

describe("runSuite with visibility", () => {
  test("gives each result its case's visibility: case > group > suite, none when unset", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({
        visibility: "after_published",
        groups: { extra: { visibility: "after_due_date" } },
        cases: {
          "*": { group: "spec" },
          "extra-*": { group: "extra" },
          "extra-secret": { visibility: "hidden" },
        },
      }),
      "spec-1.in": "a\n",
      "spec-1.out": "a\n",
      "extra-1.in": "b\n",
      "extra-1.out": "b\n",
      "extra-secret.in": "c\n",
      "extra-secret.out": "c\n",
    });
    const command = nodeProgram("echo-input.mjs");
    const result = await runSuite({ suite, command, groups: ["all"], sandbox: "none" });
    expect(result.cases.map((item) => [item.name, item.visibility])).toEqual([
      ["extra-1", "after_due_date"],
      ["extra-secret", "hidden"],
      ["spec-1", "after_published"],
    ]);
    const plain = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const [item] = (await runSuite({ suite: plain, command, sandbox: "none" })).cases;
    expect(item).not.toHaveProperty("visibility");
  });
});
