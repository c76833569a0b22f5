import { execFileSync, spawn } from "node:child_process";
import { symlinkSync, truncateSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadCase } from "../../src/suite/load-case.js";
import { findCaseFileRefusal } from "../../src/suite/read-case-file.js";
import { makeSuite } from "../helpers/suites.js";

describe("reading a case's files", () => {
  // Read as it was found, it blocked the grader for ever on a file no program ever wrote to.
  test("a case file that became a FIFO after it was found is refused, not waited on", async () => {
    const dir = await makeSuite({ "x.out": "y\n" });
    const input = path.join(dir, "x.in");
    execFileSync("mkfifo", [input]);
    // Only so that a read that waits ends: a writer that gives up on its own.
    const writer = spawn("timeout", ["20", "sh", "-c", `echo late > "${input}"`], {
      stdio: "ignore",
    });
    try {
      expect(() =>
        loadCase({ name: "x", kind: "io", input, expected: path.join(dir, "x.out") }),
      ).toThrow(`case file ${input} is not a plain file`);
    } finally {
      writer.kill();
    }
  });

  // Past 2 GiB it was an internal error (`File size … is greater than 2 GiB`), as past V8's text limit.
  test("an expected file larger than a case file may be is refused, naming it", async () => {
    const dir = await makeSuite({ "x.in": "", "x.out": "" });
    const expected = path.join(dir, "x.out");
    truncateSync(expected, 257 * 1024 ** 2);
    expect(() =>
      loadCase({ name: "x", kind: "io", input: path.join(dir, "x.in"), expected }),
    ).toThrow(`case file ${expected} holds 257 MiB, more than a case file may (256 MiB)`);
  });

  // An input is given as bytes, never made a text: the text limit refused a 300 MiB .in that graded.
  test("an input file is held to a limit of its own (1 GiB), not to the text limit", async () => {
    const dir = await makeSuite({ "x.in": "", "x.out": "" });
    const input = path.join(dir, "x.in");
    truncateSync(input, 300 * 1024 ** 2);
    expect(findCaseFileRefusal(input)).toBeUndefined();
    truncateSync(input, 2 * 1024 ** 3);
    expect(findCaseFileRefusal(input)).toBe("holds 2 GiB, more than a case file may (1 GiB)");
  });

  // Checked only when the cases were found, a link swapped since led the read to the kernel's file.
  test("a case file that leads to /proc when it is read is refused", async () => {
    const dir = await makeSuite({ "x.out": "" });
    const input = path.join(dir, "x.in");
    symlinkSync("/proc/self/environ", input);
    expect(() =>
      loadCase({ name: "x", kind: "io", input, expected: path.join(dir, "x.out") }),
    ).toThrow(
      /^case file .*x\.in leads to \/proc\/\d+\/environ: a file under \/proc, \/sys or \/dev is the kernel's, never a suite's$/,
    );
  });
});
