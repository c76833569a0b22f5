import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { chmod, writeFile } from "node:fs/promises";
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
const MOUNT = "/usr/bin/mount";

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

  // A `mount` of a student's folder in flight at the signal could finish after the grader's exit
  // listener had read the mount table, and leave that folder mounted. Here `mount` takes a second:
  // the grader must wait for it before its listener looks.
  test.runIf(process.getuid?.() === 0 && detectIsolation().bwrapProblem === undefined)(
    "is left with nothing mounted when the class is interrupted while a folder is being mounted",
    async () => {
      const { root, classArgs } = await makeEchoClass(["bo"], {
        "slow-bin/mount": `#!/bin/sh
cd "$(dirname "$0")" && touch started && sleep 1 && touch finished && exec ${MOUNT} "$@"
`,
      });
      const slowBin = path.join(root, "slow-bin");
      await chmod(path.join(slowBin, "mount"), 0o755);
      const out = path.join(root, "out");
      const grader = spawn(process.execPath, [bin, ...classArgs("out")], {
        stdio: "ignore",
        env: { ...process.env, PATH: `${slowBin}:${process.env.PATH}` },
      });
      const exited = once(grader, "exit");
      while (!existsSync(path.join(slowBin, "started"))) await sleep(20);
      grader.kill("SIGINT");
      expect(await exited).toEqual([null, "SIGINT"]);
      expect(existsSync(path.join(slowBin, "finished"))).toBe(true);
      expect(mountsUnder(out)).toEqual([]);
    },
    60_000,
  );
});
