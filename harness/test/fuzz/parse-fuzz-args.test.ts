import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseFuzzArgs } from "../../src/fuzz/parse-fuzz-args.js";

const required = ["--game", "goose", "--cmd", "java Main"];

describe("parseFuzzArgs", () => {
  test("needs only the game and the command, with defaults for the rest", () => {
    expect(parseFuzzArgs(required)).toMatchObject({
      kind: "fuzz",
      options: {
        game: "goose",
        command: "java Main",
        runs: 100,
        seed: 1,
        maxSize: 50,
        shrinkLimit: 2000,
        timeLimitMs: 5000,
        wallLimitMs: undefined,
        outputLimitBytes: 1024 * 1024,
        visible: [],
        out: path.resolve("fuzz-cases"),
        gradingArgs: [],
      },
    });
  });

  test("reads every option", () => {
    const args = [
      ...required,
      ...["--runs", "500", "--seed", "0", "--max-size", "8", "--shrink-limit", "300"],
      ...["--out", "cases", "--time-limit", "300ms", "--output-limit", "1K", "-j", "3"],
      ...["--wall-limit", "2s", "--visible", "/opt/jdk", "--visible", "lib"],
    ];
    expect(parseFuzzArgs(args)).toMatchObject({
      options: {
        runs: 500,
        seed: 0,
        maxSize: 8,
        shrinkLimit: 300,
        out: path.resolve("cases"),
        timeLimitMs: 300,
        wallLimitMs: 2000,
        outputLimitBytes: 1024,
        jobs: 3,
        // As grade keeps them: each is resolved, and checked to exist, when the box is planned.
        visible: ["/opt/jdk", "lib"],
        // What the line that says how to grade a found case repeats, in a fixed order.
        gradingArgs: [
          ...["--time-limit", "300ms", "--wall-limit", "2s", "--output-limit", "1K"],
          ...["--visible", "/opt/jdk", "--visible", "lib"],
        ],
      },
    });
  });

  test("prints the help for -h, whatever else is given", () => {
    expect(parseFuzzArgs(["--runs", "x", "-h"])).toEqual({ kind: "help" });
  });

  test.each([
    [["--game", "goose"], "fuzz needs --game NAME and --cmd COMMAND (see --help)"],
    [["--cmd", "java Main"], "fuzz needs --game NAME and --cmd COMMAND (see --help)"],
    [[...required, "fixtures"], 'fuzz takes no folder or file, got "fixtures" (see --help)'],
    [[...required, "--runs", "0"], '--runs must be a whole number from 1, not "0"'],
    [[...required, "--seed=-1"], '--seed must be a whole number from 0, not "-1"'],
    [[...required, "--seed", "-1"], '--seed must be a whole number from 0, not "-1"'],
    [[...required, "-j", "-2"], '--jobs must be a whole number from 1, not "-2"'],
    [[...required, "--game", "-x"], "option '--game' argument is ambiguous (see --help)"],
    [
      [...required, "--max-size", "2.5"],
      '--max-size must be a whole number from 1 to 100000, not "2.5"',
    ],
    // Its input was longer than a text may be: an internal error, `Invalid string length`.
    [
      [...required, "--max-size", "99999999"],
      '--max-size must be a whole number from 1 to 100000, not "99999999"',
    ],
    [[...required, "--update"], "unknown option '--update' (see --help)"],
    [
      [...required, "--wall-limit", "0"],
      '--wall-limit must be a time like 2, 0.5, 2s or 300ms, not "0"',
    ],
    [
      [...required, "--wall-limit", "soon"],
      '--wall-limit must be a time like 2, 0.5, 2s or 300ms, not "soon"',
    ],
    [
      [...required, "--wall-limit=-1"],
      '--wall-limit must be a time like 2, 0.5, 2s or 300ms, not "-1"',
    ],
    [
      [...required, "--time-limit", "0.4ms"],
      '--time-limit must be at least a millisecond (1ms), not "0.4ms"',
    ],
    [[...required, "--visible"], "option '--visible <value>' argument missing (see --help)"],
  ])("refuses %j", (args, message) => {
    expect(() => parseFuzzArgs(args)).toThrow(message);
  });
});
