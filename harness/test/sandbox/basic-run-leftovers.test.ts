import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, lstatSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { BOX_UID_BASE, boxUserArgs } from "../../src/sandbox/box-user.js";
import { endBeforeFirstRun, endBoxUser } from "../../src/sandbox/end-box-user.js";
import { planShell, runShell } from "../helpers/shell-runs.js";

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

/** The ids of the System V shared memory segments there are. */
function sharedMemoryIds(): string[] {
  const [, ...rows] = readFileSync("/proc/sysvipc/shm", "utf8").trim().split("\n");
  return rows.map((row) => row.trim().split(/\s+/)[1] ?? "");
}

// Basic mode is what a container gets where bwrap cannot make a box (often with read-only cgroups):
// the usual place for a class graded as root, where a box user goes from one student's run to the next.
describe.runIf(isRoot)("basic mode as root: what a box user's runs leave is ended", () => {
  const plan = planShell("basic");

  test("a daemon, where there is no cgroup to kill", async () => {
    expect(plan.identity).toBeDefined();
    // A new session: out of the run's process group, and the shell does not wait for it.
    const script = "setsid sleep 600 </dev/null >/dev/null 2>&1 & echo $!; sleep 0.2";
    const outcome = await runShell({ ...plan, cgroup: undefined }, script);
    const daemon = Number(outcome.output.trim());
    expect(daemon).toBeGreaterThan(0);
    // Gone, or dead and waiting for init to reap it; and it was the box user's, not another's. On a
    // busy machine a killed process shows its last state until it is scheduled to die: polled.
    const isEnded = () => {
      const left = readProcess(daemon);
      return left === undefined || left.state === "Z";
    };
    await expect.poll(isEnded, { timeout: 20_000 }).toBe(true);
    const left = readProcess(daemon);
    if (left !== undefined) expect(left.uid).toBeGreaterThanOrEqual(BOX_UID_BASE);
  });

  // A box ends with its program (its pid namespace); a basic run waited for the daemon's end of
  // output, the whole wall limit (15 s here), for a right verdict: a class paid it every case.
  test.runIf(plan.cgroup !== undefined)(
    "a daemon still holding the output ends with the program, as in a box",
    async () => {
      const outcome = await runShell(plan, "echo ok; setsid sleep 600 & exit 0");
      expect(outcome).toMatchObject({ output: "ok\n", exitCode: 0, limit: null });
    },
    10_000,
  );

  test("a process a killed grader's run left is ended before the uid's first run here", async () => {
    const identity = plan.identity;
    if (identity === undefined) throw new Error("root has a box identity");
    // A uid no run of this test file claims (they take the lowest free ones).
    const uid = BOX_UID_BASE + 4000;
    /** A process of the uid, once it is the uid's (setpriv starts as root). */
    const nap = async () => {
      const child = spawn(identity.setpriv, [...boxUserArgs(uid), "--", "sleep", "600"], {
        stdio: "ignore",
      });
      const pid = child.pid ?? 0;
      await expect.poll(() => readProcess(pid)?.uid).toBe(uid);
      return child;
    };
    const left = await nap();
    const gone = once(left, "exit");
    await endBeforeFirstRun(identity, uid);
    await gone;
    // Once per grader: its own runs' leftovers are ended when each run ends.
    const later = await nap();
    try {
      await endBeforeFirstRun(identity, uid);
      expect(later.exitCode).toBe(null);
    } finally {
      later.kill("SIGKILL");
    }
  });

  test.each([
    ["with", plan],
    ["without", { ...plan, cgroup: undefined }],
  ])(
    "its files in /tmp, /var/tmp and /dev/shm, and its shared memory (%s a cgroup)",
    async (_, sandbox) => {
      const name = `leftover-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
      const mine = `/tmp/${name}-grader`; // root's: not the box user's to remove
      writeFileSync(mine, "");
      const left = [`/tmp/${name}`, `/var/tmp/${name}`, `/dev/shm/${name}`, `/tmp/${name}-link`];
      // Debian's lock folder, writable by every user, where there is one.
      const lock = existsSync("/run/lock") ? `/run/lock/${name}` : `/tmp/${name}-lock`;
      const script = [
        // Closed to its own user too: it is opened before it is removed.
        `mkdir -p ${left[0]}/deeper && echo x > ${left[0]}/deeper/inside && chmod 0 ${left[0]}`,
        `echo x > ${left[1]}; echo x > ${left[2]}; ln -s ${mine} ${left[3]}; echo x > ${lock}`,
        "ipcmk -M 4096 | tr -dc 0-9",
      ].join("; ");
      try {
        const { output } = await runShell(sandbox, script);
        expect(output).toMatch(/^\d+$/);
        expect([...left, lock].filter(isThere)).toEqual([]);
        expect(sharedMemoryIds()).not.toContain(output);
        expect(existsSync(mine)).toBe(true);
      } finally {
        rmSync(mine, { force: true });
      }
    },
  );
});

/** There, as a link or anything else (a link is not followed). */
function isThere(entry: string): boolean {
  try {
    lstatSync(entry);
    return true;
  } catch {
    return false;
  }
}

/** A POSIX message queue made, or opened, by name (through the C library: no tool does it). */
const queueScript = (flags: string, name: string) =>
  `import ctypes, os, sys
rt = ctypes.CDLL("librt.so.1", use_errno=True)
sys.exit(0 if rt.mq_open(b"${name}", ${flags}, 0o666, None) >= 0 else 1)`;

// Where nothing mounts the queues' file system (this VM, many containers), a run's queue stayed,
// for the next run of its uid, another student's, to read.
describe.runIf(isRoot && existsSync("/usr/bin/python3"))(
  "basic mode as root: message queues",
  () => {
    test("a queue a run made is gone when the run ends", async () => {
      const name = `/leftover-${process.pid}`;
      const make = queueScript("os.O_CREAT | os.O_RDWR", name);
      const outcome = await runShell(
        planShell("basic"),
        `/usr/bin/python3 -c '${make}' && echo made`,
      );
      expect(outcome.output).toBe("made\n");
      const open = spawnSync("/usr/bin/python3", ["-c", queueScript("os.O_RDONLY", name)]);
      expect(open.status).toBe(1);
    });
  },
);

test("never ends a user's processes unless it is a box user", async () => {
  // `/bin/false` stands in for setpriv: were the check missing, nothing would be killed.
  await expect(endBoxUser({ setpriv: "/bin/false" }, 0, ["processes"])).rejects.toThrow(
    "not a box user: 0",
  );
});
