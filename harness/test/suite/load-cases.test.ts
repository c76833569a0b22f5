import { expect, test } from "vitest";
import { findCases } from "../../src/suite/find-cases.js";
import { loadCases } from "../../src/suite/load-cases.js";
import { makeSuite } from "../helpers/suites.js";

const REFUSAL =
  "the cases' expected outputs take more memory than the grader holds for them (half of its 19.5 KiB for JavaScript";
const ADVICE =
  "): grade them in parts (--filter, --shard K/N), or give Node more (NODE_OPTIONS=--max-old-space-size=MiB)";

// A suite past the heap made V8 abort with its stack trace, before any case ran.
test("refuses in one line a suite whose expected outputs pass half the heap", async () => {
  const suite = await makeSuite({ "a.out": "x".repeat(4000), "b.out": "y".repeat(4000) });
  const cases = await findCases(suite, { update: false });
  expect(loadCases(cases, 1, 20_000).map(({ loaded }) => loaded.expected)).toEqual([
    "x".repeat(4000),
    "y".repeat(4000),
  ]);
  expect(() => loadCases(cases, 1, 15_000)).toThrow(
    "the cases' expected outputs take more memory than the grader holds for them (half of its 14.6 KiB for JavaScript)",
  );
  expect(() => loadCases(cases, 2, 20_000)).toThrow(
    `${REFUSAL}, shared by the 2 students graded at once${ADVICE}`,
  );
});

test("counts a text with a character past U+00FF at two bytes a character", async () => {
  const suite = await makeSuite({ "a.out": `→${"x".repeat(3999)}` });
  const cases = await findCases(suite, { update: false });
  const ascii = await findCases(await makeSuite({ "a.out": "x".repeat(4000) }), { update: false });
  expect(() => loadCases(cases, 1, 16_000)).not.toThrow();
  expect(() => loadCases(ascii, 1, 8_000)).not.toThrow();
  expect(() => loadCases(cases, 1, 8_000)).toThrow(REFUSAL.replace("19.5", "7.8"));
});
