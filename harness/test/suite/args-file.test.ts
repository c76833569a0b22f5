import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadCase } from "../../src/suite/load-case.js";
import { makeSuite } from "../helpers/suites.js";

describe("a case's .args file", () => {
  test("is split at blanks into the program's arguments", async () => {
    const dir = await makeSuite({ "x.args": " a  b\tc\n", "x.out": "" });
    const args = path.join(dir, "x.args");
    const loaded = loadCase({ name: "x", kind: "io", args, expected: path.join(dir, "x.out") });
    expect(loaded.args).toEqual(["a", "b", "c"]);
  });

  // JavaScript's \s split `10\u00a0€` in two: a blank is ASCII's, as to the comparisons.
  test("is split at ASCII blanks only, a byte order mark first left out", async () => {
    const dir = await makeSuite({ "x.args": "\ufeff10\u00a0€ b\u3000c\r\n", "x.out": "" });
    const args = path.join(dir, "x.args");
    const loaded = loadCase({ name: "x", kind: "io", args, expected: path.join(dir, "x.out") });
    expect(loaded.args).toEqual(["10\u00a0€", "b\u3000c"]);
  });

  // Node gives arguments as UTF-8 text: the program received EF BF BD where the file had FF.
  test("holding bytes that are not UTF-8 is refused, naming it", async () => {
    const dir = await makeSuite({ "u.args": Buffer.from("a\xffb c\n", "latin1"), "u.out": "" });
    const args = path.join(dir, "u.args");
    expect(() =>
      loadCase({ name: "u", kind: "io", args, expected: path.join(dir, "u.out") }),
    ).toThrow(`case file ${args} is not UTF-8: arguments are given to the program as UTF-8 text`);
  });

  // Node refused the argument when the program started: an internal error, exit 70.
  test("holding a NUL byte is refused, naming it", async () => {
    const dir = await makeSuite({ "x.args": "a\0b\n", "x.out": "" });
    const args = path.join(dir, "x.args");
    expect(() =>
      loadCase({ name: "x", kind: "io", args, expected: path.join(dir, "x.out") }),
    ).toThrow(`case file ${args} holds a NUL byte, which no argument can`);
  });
});
