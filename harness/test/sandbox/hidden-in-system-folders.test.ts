import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
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

    // Hidden as Node names it, `d\uFFFD`, a path that is not there: nothing was covered.
    test("is not shown to the program: a copy of a case under a name that is not UTF-8", async () => {
      const folder = await mkdtemp("/opt/games-grade-test-");
      made.push(folder);
      await chmod(folder, 0o755);
      const copy = Buffer.concat([Buffer.from(`${folder}/`), Buffer.from("dé", "latin1")]);
      await mkdir(copy, { mode: 0o755 });
      await writeFile(Buffer.concat([copy, Buffer.from("/a.out")]), "none\n");
      const program = `import { readdirSync, readFileSync } from "node:fs";
const here = Buffer.from(${JSON.stringify(`${folder}/`)});
for (const name of readdirSync(here, { encoding: "buffer" })) {
  try { readFileSync(Buffer.concat([here, name, Buffer.from("/a.out")])); console.log("READ"); } catch {}
}
console.log("none");\n`;
      await writeFile(path.join(folder, "main.mjs"), program, { mode: 0o644 });
      const suite = await makeSuite({ "a.in": "", "a.out": "none\n" });
      const command = `${process.execPath} main.mjs`;
      const result = await runSuite({ suite, command, cwd: folder });
      expect(result.cases[0]?.verdict).toBe("Accepted");
    }, 30_000);
  },
);
