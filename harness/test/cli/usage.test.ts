import { describe, expect, test } from "vitest";
import { GRADE_OPTIONS } from "../../src/cli/grade-options.js";
import { renderUsage } from "../../src/cli/usage.js";

// docs/class.md: class takes the grading options, "--compare, --time-limit, …, --filter, --group,
// --cwd, and the sandbox's options, as for grading one program". --help's class section names each.
describe("--help's class section", () => {
  const usage = renderUsage();
  const start = usage.indexOf("\nClass (games-grade class)");
  const section = usage.slice(start, usage.indexOf("\nFuzz (", start));

  // What class refuses (--update, --reporter, --verbose) or every command takes (--help, --version).
  const notForClass = new Set(["update", "reporter", "verbose", "help", "version"]);
  const classOptions = [
    ...Object.keys(GRADE_OPTIONS).filter((name) => !notForClass.has(name)),
    "suite",
    "max-tle",
    "submission-limit",
    "force",
  ];

  test.each(classOptions)("names --%s, which class takes", (name) => {
    expect(start).toBeGreaterThan(0);
    expect(section).toContain(`--${name}`);
  });
});
