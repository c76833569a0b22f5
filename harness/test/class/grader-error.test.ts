import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { findCacheFile } from "../../src/class/result-cache.js";
import { runCli } from "../../src/cli/run-cli.js";
import type { runSuite as RunSuite } from "../../src/grade/index.js";
import { GraderError } from "../../src/sandbox/index.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

// The machine refuses bo's runs (every box user held by other graders, the holds' lock held too
// long): no such state can be made here without stopping every other test's runs, so the grading
// of bo's folder meets it as a run would.
vi.mock("../../src/grade/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/grade/index.js")>();
  const runSuite: typeof RunSuite = async (options) => {
    if (
      options.buildFailure === undefined &&
      options.commandDir?.includes(`${path.sep}bo${path.sep}`)
    ) {
      throw new GraderError("every box user (uid 60000 to 64095) is held by a run of a grader");
    }
    return actual.runSuite(options);
  };
  return { ...actual, runSuite };
});

test("a class stops on what keeps the grader from running programs, and keeps no result for the student it met", async () => {
  const { root, classArgs } = await makeEchoClass(["ana", "bo"]);
  const out = path.join(root, "out");
  const io = makeIo([...classArgs(out), "--jobs", "1"]);
  // One line on standard error, exit 2, as every CliError (see runMain).
  const stopped = runCli(io, { NO_COLOR: "1" });
  await expect(stopped).rejects.toBeInstanceOf(GraderError);
  await expect(stopped).rejects.toMatchObject({
    name: "CliError",
    exitCode: 2,
    message: "every box user (uid 60000 to 64095) is held by a run of a grader",
  });
  // Not a Compilation Error kept for bo: the next run grades him.
  expect(existsSync(findCacheFile(path.join(out, ".cache"), "bo"))).toBe(false);
});
