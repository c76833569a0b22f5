import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { classCommandLine } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

/** Echoes its input, unless it can read the file `target`: then it says so instead. */
const spy = (target: string) => `import { readFileSync } from "node:fs";
let read = false;
try { readFileSync(${JSON.stringify(target)}); read = true; } catch {}
process.stdin.on("data", (chunk) => process.stdout.write(read ? "READ\\n" : chunk));`;

// Basic mode as root keeps students apart by permissions alone. The class's download (the folder
// of submissions) is the teacher's, readable by others as any folder is; a program that learns its
// path (the grader's command line is in /proc) must still not read another student's work there.
describe.runIf(process.getuid?.() === 0)("basic mode as root: the class's download", () => {
  test("a student's program cannot read another student's submission in it", async () => {
    const root = await makeSuite({
      "suite/a.in": "hi\n",
      "suite/a.out": "hi\n",
      "subs/bob/main.mjs": "process.stdin.pipe(process.stdout);",
    });
    const bobs = path.join(root, "subs/bob/main.mjs");
    await mkdir(path.join(root, "subs/alice"));
    await writeFile(path.join(root, "subs/alice/main.mjs"), spy(bobs));
    const io = makeIo(
      classCommandLine(root, "--out", path.join(root, "out"), "--sandbox", "basic"),
    );
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toMatch(/✓ alice +1\/1/);
  }, 60_000);
});
