import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { type CliOptions, parseArguments } from "../src/parse-arguments.js";

describe("parseArguments", () => {
  test.each<[string, string[], CliOptions]>([
    ["takes every argument as a die by default", ["1", "x"], opts({ dice: ["1", "x"] })],
    [
      "reads the edition before the dice",
      ["--edition", "original", "2"],
      opts({ edition: "original", dice: ["2"], diceAfter: 2 }),
    ],
    ["reads --edition=VALUE", ["--edition=original"], opts({ edition: "original", diceAfter: 1 })],
    [
      "lets a later edition win",
      ["--edition=original", "--edition", "revised"],
      opts({ diceAfter: 3 }),
    ],
    ["reads --stdin", ["--stdin"], opts({ readStdin: true, diceAfter: 1 })],
    [
      "stops at -- and keeps what follows as dice",
      ["--", "--help"],
      opts({ dice: ["--help"], diceAfter: 1 }),
    ],
    ["takes an unknown option as a die", ["--x", "3"], opts({ dice: ["--x", "3"] })],
    [
      "takes options after the first die as dice",
      ["2", "--edition", "original"],
      opts({ dice: ["2", "--edition", "original"] }),
    ],
    ["stops at --help", ["--help", "--edition", "bad"], opts({ help: true })],
    ["keeps an empty argument as a die", [""], opts({ dice: [""] })],
  ])("%s", (_name, args, expected) => {
    expect(parseArguments(args)).toEqual(expected);
  });

  test.each<[string, string[], string]>([
    [
      "an unknown edition",
      ["--edition", "new"],
      'argument 2: --edition must be followed by "original" or "revised", not "new"',
    ],
    [
      "a missing edition",
      ["--edition"],
      'argument 2: --edition must be followed by "original" or "revised", not nothing',
    ],
    [
      "dice with --stdin",
      ["--stdin", "1"],
      "dice come either as arguments or from standard input with --stdin, not both",
    ],
  ])("refuses %s with a usage error", (_name, args, message) => {
    expect(() => parseArguments(args)).toThrow(new CliError(message));
  });
});

function opts(overrides: Partial<CliOptions>): CliOptions {
  return {
    help: false,
    edition: "revised",
    readStdin: false,
    dice: [],
    diceAfter: 0,
    ...overrides,
  };
}
