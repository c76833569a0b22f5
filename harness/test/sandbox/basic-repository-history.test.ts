import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/grade/index.js";
import { makeSuite, programsDir } from "../helpers/suites.js";

const isRoot = process.getuid?.() === 0;

// Basic mode as root (a container where bwrap cannot make a box): the suite is closed to the box
// user, but a teacher's checkout holds every committed case again in its `.git`, readable by others.
describe.runIf(isRoot)("basic mode as root: the history of the suite's repository", () => {
  test.each([
    ".git/objects/ab/cdef",
    ".hg/store/data/tests/a.out.i",
    ".svn/pristine/4f/4f1e.svn-base",
  ])("is closed to the program while its runs go on, and given back after: %s", async (store) => {
    const repository = await makeSuite({
      [store]: "every committed case\n",
      "tests/a.in": "",
      "tests/a.out": "no history\n",
    });
    const history = path.join(repository, store.split("/")[0] ?? store);
    const before = statSync(history).mode;
    const result = await runSuite({
      suite: path.join(repository, "tests"),
      command: path.join(programsDir, "hostile", "read-history.sh"),
      sandbox: "basic",
      env: [`REPO=${repository}`, `STORE=${store}`],
    });
    expect(result.isolation?.mode).toBe("basic");
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "no history\n" });
    expect(statSync(history).mode).toBe(before);
  });
});
