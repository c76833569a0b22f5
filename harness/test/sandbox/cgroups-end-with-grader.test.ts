import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const cgroup = detectIsolation().cgroup;

/** The v1 groups grader `pid` made, in every hierarchy. */
function groupsOf(pid: number): string[] {
  if (cgroup?.version !== 1) return [];
  return ["memory", "pids", "cpuacct"].flatMap((name) =>
    readdirSync(path.join(cgroup.root, name)).filter((entry) =>
      entry.startsWith(`games-grade-${pid}-`),
    ),
  );
}

// Interrupted, the grader killed its runs and died at once: their groups, still busy, stayed
// until the next grader swept them.
test.runIf(process.getuid?.() === 0 && cgroup?.version === 1)(
  "a grader interrupted with Ctrl-C removes the cgroups of the runs it killed",
  async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "x\n", "b.out": "x\n" });
    const command = `${process.execPath} -e "setTimeout(() => {}, 60000)"`;
    const grader = spawn(process.execPath, [bin, suite, "--cmd", command, "-j", "2"], {
      stdio: "ignore",
    });
    const exited = once(grader, "exit");
    const pid = grader.pid ?? 0;
    // Both runs going: a group in each of the three hierarchies for each.
    while (groupsOf(pid).length < 6) await sleep(50);
    grader.kill("SIGINT");
    await exited;
    expect(groupsOf(pid)).toEqual([]);
  },
  60_000,
);
