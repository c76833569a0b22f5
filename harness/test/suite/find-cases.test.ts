import path from "node:path";
import { describe, expect, test } from "vitest";
import { findCases } from "../../src/suite/find-cases.js";
import { makeSuite } from "../helpers/suites.js";

describe("findCases", () => {
  test("groups files by name into cases, in natural name order, ignoring other files and folders", async () => {
    const dir = await makeSuite({
      "case-10.in": "",
      "case-10.out": "",
      "case-2.args": "",
      "case-2.out": "",
      "alone.out": "",
      "talk.protocol": "",
      "suite.json": "{}",
      "README.md": "",
      "input/board.in": "",
    });
    const cases = await findCases(dir, { update: false });
    expect(cases.map((item) => [item.name, item.kind])).toEqual([
      ["alone", "io"],
      ["case-2", "io"],
      ["case-10", "io"],
      ["talk", "protocol"],
    ]);
    expect(cases[1]).toEqual({
      name: "case-2",
      kind: "io",
      input: undefined,
      args: path.join(dir, "case-2.args"),
      expected: path.join(dir, "case-2.out"),
    });
  });

  test("refuses a case with input but no expected output, unless updating", async () => {
    const dir = await makeSuite({ "new.in": "x\n" });
    await expect(findCases(dir, { update: false })).rejects.toThrow(
      "has no new.out (run with --update to write it from the program's output)",
    );
    expect(await findCases(dir, { update: true })).toMatchObject([
      { name: "new", expected: undefined },
    ]);
  });

  test("refuses a case that is both a protocol and an .in/.out pair", async () => {
    const dir = await makeSuite({ "x.protocol": "", "x.out": "" });
    await expect(findCases(dir, { update: false })).rejects.toThrow(
      "both a .protocol file and .in/.out",
    );
  });

  test("names a missing suite folder", async () => {
    await expect(findCases("/no/such/suite", { update: false })).rejects.toThrow(
      "cannot read the suite /no/such/suite: no such folder",
    );
  });
});
