import { writeFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const canBox = detectIsolation().bwrapProblem === undefined;

describe.runIf(canBox)("--visible PATH, in the default sandbox", () => {
  test("lets the program read a folder outside its own", async () => {
    // Not the expected output itself: a file equal to a case's is hidden wherever it lies.
    const shared = await makeSuite({ "data.txt": "shared data\n" });
    const file = path.join(shared, "data.txt");
    const suite = await makeSuite({ "a.in": `${file}\n`, "a.out": "SHARED DATA\n" });
    const command = nodeProgram("shout-file.mjs");
    const hidden = await runSuite({ suite, command, cwd: await makeSuite({}) });
    expect(hidden.cases[0]?.verdict).toBe("Runtime Error");
    const shown = await runSuite({ suite, command, cwd: await makeSuite({}), visible: [shared] });
    expect(shown.cases[0]?.verdict).toBe("Accepted");
  }, 30_000);

  test("still hides the suite inside a folder it shows", async () => {
    const root = await makeSuite({ "suite/a.out": "the answer\n" });
    const suite = path.join(root, "suite");
    const expected = path.join(suite, "a.out");
    await writeFile(path.join(suite, "a.in"), `${expected}\n`);
    const command = nodeProgram("read-file.mjs");
    const result = await runSuite({ suite, command, cwd: await makeSuite({}), visible: [root] });
    expect(result.cases[0]?.verdict).not.toBe("Accepted");
    expect(result.cases[0]?.stderr).toMatch(/ENOENT|EACCES|EISDIR/);
  }, 30_000);

  test("refuses a path inside the suite, or one that does not exist, in one line", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "boards/b.txt": "b\n" });
    const command = nodeProgram("echo-input.mjs");
    const inside = path.join(suite, "boards");
    await expect(runSuite({ suite, command, visible: [inside] })).rejects.toThrow(
      new CliError(
        `--visible ${inside} is inside ${suite}, which the program must never see (the suite or a report)`,
      ),
    );
    await expect(runSuite({ suite, command, visible: ["/no/such/folder"] })).rejects.toThrow(
      "--visible /no/such/folder: no such file or folder",
    );
  });
});
