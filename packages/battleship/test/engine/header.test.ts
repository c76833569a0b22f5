import { describe, expect, test } from "vitest";
import { checkHeaderLine, toGameSetup } from "../../src/engine/header.js";

const NAME_40 = "x".repeat(40);

describe("checkHeaderLine", () => {
  test.each<[string, readonly string[], string]>([
    ["a first name of 1 character", [], "X"],
    ["a first name of 40 characters", [], NAME_40],
    ["a name with spaces", [], "007 The Spy"],
    ["a name of 40 accented letters", [], "é".repeat(40)],
    ["a fleet of 2 cells", ["A"], "A."],
    ["a fleet of 100 cells", ["A"], `${"Z".repeat(50)}${".".repeat(50)}`],
    ["a second name that differs", ["A", "A."], "B"],
    ["a second fleet of the same size", ["A", "A.", "B"], ".B"],
  ])("accepts %s", (_, previous, line) => {
    expect(checkHeaderLine(previous, line)).toBeUndefined();
  });

  test.each<[string, readonly string[], string, RegExp]>([
    ["an empty name", [], "", /1 to 40 characters, this one has 0/],
    ["a name of 41 characters", [], `${NAME_40}y`, /this one has 41/],
    ["a fleet of 1 cell", ["A"], "A", /2 to 100 cells, this one has 1/],
    ["a fleet of 101 cells", ["A"], "A".repeat(101), /this one has 101/],
    ["an empty fleet", ["A"], "", /this one has 0/],
    ["a lowercase ship", ["A"], "Ab", /cell 2 is "b"/],
    ["a space in a fleet", ["A"], "A .", /cell 2 is " "/],
    ["a fleet without ships", ["A"], "....", /at least one ship/],
    ["a second name equal to the first", ["Ann", "A."], "Ann", /must differ.*"Ann"/],
    ["a second name too long", ["Ann", "A."], `${NAME_40}!`, /this one has 41/],
    ["a name holding a lone carriage return", [], "Ann\rA.", /must not hold a carriage return/],
    ["a second name holding one", ["Ann", "A."], "\r", /must not hold a carriage return/],
    ["fleets of different sizes", ["A", "A.", "B"], "B..", /first has 2 cells and this one 3/],
    ["a bad second fleet", ["A", "A.", "B"], "..", /at least one ship/],
  ])("rejects %s", (_, previous, line, rule) => {
    expect(checkHeaderLine(previous, line)).toMatch(rule);
  });
});

describe("toGameSetup", () => {
  test("names the four header lines", () => {
    expect(toGameSetup(["Ann", "A.", "Bob", ".B"])).toEqual({
      firstName: "Ann",
      firstFleet: "A.",
      secondName: "Bob",
      secondFleet: ".B",
    });
  });
});
