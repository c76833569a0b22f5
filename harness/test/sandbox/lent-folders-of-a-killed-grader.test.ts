import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { BOX_UID_BASE } from "../../src/sandbox/box-user.js";
import { endBeforeFirstRun } from "../../src/sandbox/end-box-user.js";
import { planShell } from "../helpers/shell-runs.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));

// A grader killed by SIGKILL during a build left the program's folder its box user's; the next run
// of that uid removed, as that user, what it owns at the top of /tmp: a teacher's checkout made
// there (`mktemp -d`) went with its sources. A build is now lent a copy; it is given back as well.
describe.runIf(process.getuid?.() === 0)(
  "a folder lent to a build when its grader is killed",
  () => {
    test("is given back to its owner before the box user's next first run", async () => {
      const project = mkdtempSync("/tmp/lent-checkout-");
      const temporary = mkdtempSync("/tmp/lent-temporary-");
      try {
        writeFileSync(path.join(project, "main.c"), "int main(void) { return 0; }\n");
        const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
        const args = [bin, suite, "--cwd", project, "--build", "sleep 60", "--cmd", "cat"];
        const grader = spawn(process.execPath, [...args, "--sandbox", "basic"], {
          stdio: "ignore",
          env: { ...process.env, TMPDIR: temporary },
        });
        const exited = once(grader, "exit");
        // The build is lent a copy of the program's folder, never the folder itself.
        let copy: string | undefined;
        while (copy === undefined || statSync(copy).uid < BOX_UID_BASE) {
          await sleep(50);
          const work = readdirSync(temporary).find((name) => name.startsWith("games-grade-build-"));
          copy = work === undefined ? undefined : path.join(temporary, work, "files");
          if (copy !== undefined && !existsSync(copy)) copy = undefined;
        }
        const boxUid = statSync(copy).uid;
        expect(statSync(project).uid).toBe(0);
        grader.kill("SIGKILL");
        await exited;
        const identity = planShell("basic").identity;
        if (identity === undefined) throw new Error("no box user as root");
        await endBeforeFirstRun(identity, boxUid);
        expect(statSync(copy).uid).toBe(0);
        expect(statSync(path.join(copy, "main.c")).uid).toBe(0);
        expect(statSync(path.join(project, "main.c")).uid).toBe(0);
        expect(existsSync(path.join(project, "main.c"))).toBe(true);
      } finally {
        rmSync(project, { recursive: true, force: true });
        rmSync(temporary, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
