import path from "node:path";
import { expect, test } from "vitest";
import { runSuite } from "../../src/grade/index.js";
import { makeSuite, programsDir } from "../helpers/suites.js";

// Node's `rm` names each entry by its whole path: removing the run's folder threw ENAMETOOLONG,
// and the grader stopped with an internal error (its exit listener with a stack trace).
test("a program that leaves folders deeper than the longest path is graded, and the grader goes on", async () => {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "y\n", "b.out": "y\n" });
  const command = `${process.execPath} ${path.join(programsDir, "hostile", "deep-tree.mjs")}`;
  const result = await runSuite({ suite, command, sandbox: "basic", cwd: await makeSuite({}) });
  expect(result.isolation?.mode).toBe("basic");
  expect(result.cases.map((item) => item.verdict)).toEqual(["Accepted", "Accepted"]);
}, 60_000);
