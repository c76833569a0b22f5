import { spawn } from "node:child_process";
import { once } from "node:events";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { claimForThisProcess, releaseClaim } from "../../src/sandbox/folder-claim.js";
import { readMountTable } from "../../src/sandbox/mount-table.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const env = { NO_COLOR: "1" };

/** The student folders mounted under `out` (a strict class as root mounts one per student). */
const mountsUnder = (out: string) =>
  readMountTable().filter(({ point }) => point.startsWith(`${out}/`));

describe("a class's --out", () => {
  // Two runs into one --out shared its students' folders and unmounted each other's: their
  // programs could not start, and those Runtime Errors were kept for the next run.
  test("is refused, in one line, to a second run while one holds it", async () => {
    const { root, classArgs } = await makeEchoClass(["ana"]);
    const out = path.join(root, "out");
    expect(await runCli(makeIo(classArgs("out")), env)).toBe(0);
    expect(claimForThisProcess(path.join(out, ".lock"))).toBe(true); // as a run still going would
    const refused = await runCli(makeIo(classArgs("out")), env).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      exitCode: 2,
      message: `--out ${out} is being written by another class run: wait for it to end, or give another --out`,
    });
    releaseClaim(path.join(out, ".lock"));
    const third = makeIo(classArgs("out"));
    expect(await runCli(third, env)).toBe(0);
    expect(third.text()).toMatch(/✓ ana +1\/1 \(kept\)/);
  }, 60_000);

  // Its students' folders stayed mounted: removing --out failed ("Device or resource busy"), and
  // the next run refused the .work left behind.
  test.runIf(process.getuid?.() === 0 && detectIsolation().bwrapProblem === undefined)(
    "is left with nothing mounted when the class is interrupted, and grades the next run",
    async () => {
      // One student, so that no other's folder is being mounted at the signal: a `mount` the grader
      // started just before it dies finishes after its exit (the next run into --out unmounts it).
      const slow = "setTimeout(() => process.stdin.pipe(process.stdout), 60_000);";
      const { root, classArgs } = await makeEchoClass([], { "subs/bo/main.mjs": slow });
      const out = path.join(root, "out");
      const grader = spawn(process.execPath, [bin, ...classArgs("out"), "--wall-limit", "100s"], {
        stdio: "ignore",
      });
      const exited = once(grader, "exit");
      while (mountsUnder(out).length === 0) await sleep(100);
      grader.kill("SIGINT");
      expect(await exited).toEqual([null, "SIGINT"]);
      expect(mountsUnder(out)).toEqual([]);
      await writeFile(path.join(root, "subs/bo/main.mjs"), "process.stdin.pipe(process.stdout);");
      const next = makeIo(classArgs("out"));
      expect(await runCli(next, env)).toBe(0);
      expect(next.text()).toMatch(/✓ bo +1\/1/);
    },
    60_000,
  );
});
