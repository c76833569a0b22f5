import { execFile } from "node:child_process";
import { truncateSync } from "node:fs";
import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { listCaseContents } from "../../src/suite/case-contents.js";
import { findCases } from "../../src/suite/find-cases.js";
import { makeSuite } from "../helpers/suites.js";

const execFileAsync = promisify(execFile);

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

  // They were skipped, and the case with them, without a word.
  test("finds a case whose files are links to files elsewhere; a link to a folder alone is no case file", async () => {
    const shared = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "folder.out/x": "" });
    const dir = await makeSuite({ "b.in": "y\n", "b.out": "y\n" });
    await symlink(path.join(shared, "a.in"), path.join(dir, "a.in"));
    await symlink(path.join(shared, "a.out"), path.join(dir, "a.out"));
    await symlink(path.join(shared, "folder.out"), path.join(dir, "folder.out"));
    const cases = await findCases(dir, { update: false });
    expect(cases).toEqual([
      {
        name: "a",
        kind: "io",
        input: path.join(dir, "a.in"),
        args: undefined,
        expected: path.join(dir, "a.out"),
      },
      {
        name: "b",
        kind: "io",
        input: path.join(dir, "b.in"),
        args: undefined,
        expected: path.join(dir, "b.out"),
      },
    ]);
    // And their contents are among what a graded program must not find (see find-copies.ts).
    expect(listCaseContents(dir).sort()).toEqual(
      ["a.in", "a.out", "b.in", "b.out"].map((name) => path.join(dir, name)),
    );
  });

  // Passed over, each left its case to run on empty input (or a folder's case with no input at all).
  test.each([
    [
      "a link to nothing",
      "link to nothing",
      (dir: string) => symlink(path.join(dir, "gone"), path.join(dir, "x.in")),
    ],
    ["a FIFO", "FIFO", (dir: string) => execFileAsync("mkfifo", [path.join(dir, "x.in")])],
    [
      "a folder beside the case's other files",
      "folder",
      (dir: string) => mkdir(path.join(dir, "x.in")),
    ],
  ])("refuses a case file that is %s, naming it", async (_, kind, make) => {
    const dir = await makeSuite({ "x.out": "y\n" });
    await make(dir);
    await expect(findCases(dir, { update: false })).rejects.toThrow(
      `case file ${path.join(dir, "x.in")} is a ${kind}, not a plain file`,
    );
  });

  // The grader's own environment was the program's input and the report's diff; /proc/kmsg hung it.
  test("refuses a case file that leads to a file of /proc, naming it, and hides nothing of it", async () => {
    const dir = await makeSuite({ "env.out": "x\n" });
    await symlink("/proc/self/environ", path.join(dir, "env.in"));
    await expect(findCases(dir, { update: false })).rejects.toThrow(
      new RegExp(
        `^case file ${path.join(dir, "env.in")} leads to /proc/\\d+/environ: a file under /proc, /sys or /dev is the kernel's, never a suite's$`,
      ),
    );
    expect(listCaseContents(dir)).toEqual([path.join(dir, "env.out")]);
  });

  test("refuses a case file larger than a case file may be, naming it", async () => {
    const dir = await makeSuite({ "big.in": "", "big.out": "" });
    truncateSync(path.join(dir, "big.out"), 300 * 1024 ** 2);
    await expect(findCases(dir, { update: false })).rejects.toThrow(
      `case file ${path.join(dir, "big.out")} holds 300 MiB, more than a case file may (256 MiB)`,
    );
  });

  test("passes over a folder named as a case file that no case has: a data folder", async () => {
    const dir = await makeSuite({ "boards.in/small.txt": "", "a.in": "", "a.out": "" });
    expect((await findCases(dir, { update: false })).map((item) => item.name)).toEqual(["a"]);
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
