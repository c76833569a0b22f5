import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { runProgram } from "../../src/run/run-program.js";
import { BOX_UID_BASE } from "../../src/sandbox/box-user.js";
import { endBoxUser } from "../../src/sandbox/end-box-user.js";
import { planProgramSandbox } from "../../src/sandbox/plan-program-sandbox.js";

const isRoot = process.getuid?.() === 0;

/** The process's state letter and real uid; undefined once it is gone. */
function readProcess(pid: number): { state: string; uid: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const state = /^State:\s+(\S)/m.exec(status)?.[1] ?? "";
    return { state, uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) };
  } catch {
    return undefined;
  }
}

// As in a container where bwrap cannot make a box and the cgroups are read-only: the usual place
// for a class graded as root.
describe.runIf(isRoot)("basic mode as root, with no cgroup", () => {
  test("ends a daemon the program leaves behind, with the run", async () => {
    const { plan } = planProgramSandbox({
      mode: "basic",
      program: { file: "/bin/sh", args: [], display: "sh" },
      programFolder: process.cwd(),
      hidden: [],
      files: [],
      hostEnv: process.env,
    });
    expect(plan.identity).toBeDefined();
    // A new session: out of the run's process group, and the shell does not wait for it.
    const script = "setsid sleep 600 </dev/null >/dev/null 2>&1 & echo $!; sleep 0.2";
    const outcome = await runProgram({
      program: { file: "/bin/sh", args: ["-c", script], display: "daemon" },
      sandbox: { ...plan, cgroup: undefined },
      args: [],
      cwd: process.cwd(),
      input: "",
      mergeErrors: false,
      timeLimitMs: 5000,
      outputLimitBytes: 1024,
    });
    const daemon = Number(outcome.output.trim());
    expect(daemon).toBeGreaterThan(0);
    const left = readProcess(daemon);
    // Gone, or dead and waiting for init to reap it; and it was the box user's, not another's.
    expect(left === undefined || left.state === "Z").toBe(true);
    if (left !== undefined) expect(left.uid).toBeGreaterThanOrEqual(BOX_UID_BASE);
  });
});

test("never ends a user's processes unless it is a box user", async () => {
  // `/bin/false` stands in for setpriv: were the check missing, nothing would be killed.
  await expect(endBoxUser({ setpriv: "/bin/false" }, 0)).rejects.toThrow("not a box user: 0");
});
