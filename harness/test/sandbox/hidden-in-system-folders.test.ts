import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const canBox = detectIsolation().bwrapProblem === undefined;
const isRoot = process.getuid?.() === 0;
const made: string[] = [];

afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

// The system's folders are bound whole into every box: a suite under /opt (or the grader's own
// package installed under /usr/local/lib/node_modules, with every game's cases) was read there.
// Only root may write in /opt.
describe.runIf(canBox && isRoot)(
  "a hidden path in the system's folders, in the default sandbox",
  () => {
    test("is not shown to the program: a suite under /opt", async () => {
      // Open to others, as a course's folder installed there would be.
      const suite = await mkdtemp("/opt/games-grade-test-");
      made.push(suite);
      await chmod(suite, 0o755);
      const expected = path.join(suite, "a.out");
      await writeFile(path.join(suite, "a.in"), `${expected}\n`);
      await writeFile(expected, "the answer\n");
      const command = nodeProgram("read-file.mjs");
      const result = await runSuite({ suite, command, cwd: await makeSuite({}) });
      expect(result.cases[0]?.verdict).not.toBe("Accepted");
      expect(result.cases[0]?.stderr).toMatch(/ENOENT/);
    }, 30_000);
  },
);
