import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { filterCases } from "../../src/suite/filter-cases.js";

const cases = ["spec-1", "spec-2", "spec-10", "slow-big", "other"].map((name) => ({ name }));
const names = (filter: string | string[]) => filterCases(cases, filter).map((item) => item.name);

describe("filterCases", () => {
  test("keeps what any pattern matches", () => {
    expect(names(["spec-1*", "oth"])).toEqual(["spec-1", "spec-10", "other"]);
  });

  test("leaves out what a !pattern matches, from every case when nothing else is asked", () => {
    expect(names("!slow-*")).toEqual(["spec-1", "spec-2", "spec-10", "other"]);
    expect(names(["spec-*", "!spec-1?"])).toEqual(["spec-1", "spec-2"]);
  });

  test("a glob's own [!…] is not an exclusion", () => {
    expect(names("spec-[!1]")).toEqual(["spec-2"]);
  });

  // It was an internal error, `Invalid regular expression`.
  test.each([["[z-a]"], ["![z-a]"]])(
    "a pattern that is no glob is an error naming it: %s",
    (filter) => {
      expect(() => filterCases(cases, filter)).toThrow(CliError);
      expect(() => filterCases(cases, filter)).toThrow(
        `--filter "${filter}" is not a glob: range out of order in character class`,
      );
    },
  );

  test.each([[["nothing-like-this"]], [["spec-*", "!spec*"]]])(
    "is an error (exit 2) when it selects no case: %j",
    (filter) => {
      expect(() => filterCases(cases, filter)).toThrow(CliError);
      expect(() => filterCases(cases, filter)).toThrow(/^--filter .* selects none of the 5 cases$/);
    },
  );
});
