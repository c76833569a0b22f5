import path from "node:path";
import { expect, test } from "vitest";
import type { CaseFiles } from "../../src/suite/find-cases.js";
import { refuseSuiteTooLarge } from "../../src/suite/refuse-suite-too-large.js";
import { makeSuite } from "../helpers/suites.js";

// A suite past the heap made V8 abort with its stack trace, before any case ran.
test("refuses in one line a suite whose expected outputs pass a quarter of the heap", async () => {
  const suite = await makeSuite({ "a.out": "x".repeat(3000), "b.out": "y".repeat(3000) });
  const cases: CaseFiles[] = ["a", "b"].map((name) => ({
    name,
    kind: "io",
    expected: path.join(suite, `${name}.out`),
  }));
  expect(() => refuseSuiteTooLarge(cases, 24_000)).not.toThrow();
  expect(() => refuseSuiteTooLarge(cases, 20_000)).toThrow(
    "the cases' expected outputs hold 5.9 KiB, more than the grader holds at once (a quarter of its 19.5 KiB of memory for JavaScript): grade them in parts (--filter, --shard K/N), or give Node more (NODE_OPTIONS=--max-old-space-size=MiB)",
  );
  expect(() => refuseSuiteTooLarge(cases.slice(0, 1), 20_000)).not.toThrow();
});
