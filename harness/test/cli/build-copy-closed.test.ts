import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const canBox = detectIsolation().bwrapProblem === undefined;

// The copy a build runs in lay in a folder every user could reach: another user on the machine read
// the teacher's program from it while it was graded.
describe.runIf(process.getuid?.() === 0 && canBox)("a build's copy, as root in strict mode", () => {
  test("lies in a folder closed to other users, and is still built and graded", async () => {
    const temporary = mkdtempSync("/tmp/closed-copy-");
    try {
      const dir = await makeSuite({ "prog.src": "process.stdin.pipe(process.stdout);\n" });
      const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
      const build = "touch ready; while [ ! -e go ]; do sleep 0.05; done; cp prog.src prog.mjs";
      const args = [
        bin,
        suite,
        "--cwd",
        dir,
        "--build",
        build,
        "--cmd",
        `${process.execPath} prog.mjs`,
      ];
      const grader = spawn(process.execPath, args, {
        stdio: "ignore",
        env: { ...process.env, TMPDIR: temporary },
      });
      const exited = once(grader, "exit");
      let work: string | undefined;
      while (work === undefined) {
        await sleep(50);
        const name = readdirSync(temporary).find((entry) => entry.startsWith("games-grade-build-"));
        if (name !== undefined && existsSync(path.join(temporary, name, "files", "ready")))
          work = path.join(temporary, name);
      }
      expect(statSync(work).mode & 0o777).toBe(0o700);
      writeFileSync(path.join(work, "files", "go"), "");
      const [status] = await exited;
      expect(status).toBe(0);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  }, 60_000);
});
