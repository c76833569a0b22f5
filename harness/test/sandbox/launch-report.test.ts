import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type BoxLimits, launchInBox } from "../../src/sandbox/box-launcher.js";
import type { RunCgroup } from "../../src/sandbox/cgroup.js";
import { REPORT_FD, readLaunchReport } from "../../src/sandbox/launch-report.js";
import { readAll } from "../../src/sandbox/read-all.js";
import { DEFAULT_LIMITS } from "../../src/sandbox/sandbox-plan.js";
import { spawnWrapped } from "../../src/sandbox/spawn-wrapped.js";
import { programsDir } from "../helpers/suites.js";

// The launcher of a box, and the wrapper of a run without one, run here without bwrap: what they
// say on the report descriptor, and what the program gets, do not depend on the box around them.
const dir = mkdtempSync(path.join(tmpdir(), "launch-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Which of descriptors 3 to 9 the program has open. */
const listFds = [
  "sh",
  "-c",
  "for fd in 3 4 5 6 7 8 9; do [ -e /proc/self/fd/$fd ] && echo $fd; done; echo done",
];

/** The processes `pid`, a single-threaded shell, has started and not yet waited for. */
function childrenOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
  return children.split(" ").filter(Boolean).map(Number);
}

async function finish(child: ReturnType<typeof spawn>) {
  const [output, errors, report, [exitCode]] = await Promise.all([
    readAll(child.stdout),
    readAll(child.stderr),
    readAll(child.stdio[REPORT_FD]),
    once(child, "exit"),
  ]);
  return { output, errors, report, exitCode };
}

/** The box's launcher with a join file at descriptor 5, as bwrap hands it over. */
function launch(
  joinFile: string,
  program: readonly string[],
  limits: BoxLimits = { cpuSeconds: 5, fileBytes: 1024 * 1024 },
) {
  const fd = openSync(joinFile, "w");
  const [file = "", ...args] = launchInBox(limits, false, [5], program);
  // In a folder it may write, as a box's: a failed program's disk probe finds room there.
  const stdio = ["ignore", "pipe", "pipe", "pipe", "ignore", fd] as const;
  const child = spawn(file, args, { cwd: dir, stdio: [...stdio] });
  closeSync(fd);
  return finish(child);
}

describe("the box's launcher", () => {
  test("joins the run's cgroup by writing 0 to its file, and runs the program without that file or the report", async () => {
    const tasks = path.join(dir, "tasks");
    const run = await launch(tasks, listFds);
    expect(readFileSync(tasks, "utf8")).toBe("0\n");
    expect(run).toMatchObject({ output: "done\n", exitCode: 0 });
    expect(readLaunchReport(run.report)).toMatchObject({ notRun: null, diskFull: false });
  });

  test("of a basic run ends and waits for its watchdog before it exits, leaving nothing to reap", async () => {
    const limits = { ...DEFAULT_LIMITS, timeLimitMs: 5000 };
    const watchdog = { folder: mkdtempSync(path.join(dir, "run-")) };
    const child = spawnWrapped(["sleep", "0.5"], {
      cwd: dir,
      mergeErrors: false,
      limits,
      watchdog,
    });
    const wrapper = child.pid ?? 0;
    // While the program runs: the watchdog and the program.
    await expect.poll(() => childrenOf(wrapper).length).toBe(2);
    const children = childrenOf(wrapper);
    try {
      await finish(child);
      // Not even a zombie: left behind, the machine's first process would have to reap it, and in a
      // container that is often not an init.
      expect(children.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    } finally {
      child.stdio[4]?.destroy(); // the harness's end of the watchdog's pipe
    }
  });

  test("never runs the program when it cannot join the cgroup, and says why on the report", async () => {
    // /dev/full refuses every write, as a cgroup that is gone would.
    const run = await launch("/dev/full", ["echo", "ran anyway"]);
    expect(run).toEqual({
      output: "",
      errors: "",
      report: "could not join the run's cgroup\n",
      exitCode: 125,
    });
  });

  test("says the program is not there, on the report, not as the program's exit", async () => {
    const run = await launch(path.join(dir, "tasks"), ["/no/such/program"]);
    expect(run).toMatchObject({
      report: "cannot run /no/such/program: not found\n",
      exitCode: 125,
    });
  });

  // `1e+21` reached ulimit, which refused it: every case was a Runtime Error.
  test("sets limits past 10^21 in digits, and runs the program", async () => {
    const limits = { cpuSeconds: 2e21, fileBytes: 1e30 };
    const run = await launch(path.join(dir, "tasks"), ["echo", "ran"], limits);
    expect(run).toMatchObject({ output: "ran\n", exitCode: 0 });
    expect(readLaunchReport(run.report)).toMatchObject({ notRun: null });
  });

  test("a program's own exit 125 after it ran is its own", async () => {
    const run = await launch(path.join(dir, "tasks"), ["sh", "-c", "exit 125"]);
    expect(run.exitCode).toBe(125);
    expect(readLaunchReport(run.report)).toMatchObject({ notRun: null, diskFull: false });
  });

  test("says a signal killed the program on the report, not on the program's standard error, and an exit of 139 is an exit", async () => {
    const tasks = path.join(dir, "tasks");
    const killed = await launch(tasks, ["sh", "-c", "echo own >&2; kill -SEGV $$"]);
    expect(killed).toMatchObject({ errors: "own\n", exitCode: 139 });
    expect(readLaunchReport(killed.report).programEnd).toBe("signal");
    const exited = await launch(tasks, ["sh", "-c", "exit 139"]);
    expect(exited).toMatchObject({ errors: "", exitCode: 139 });
    expect(readLaunchReport(exited.report).programEnd).toBe("exit");
  });

  test("says the CPU time the program used, to its clock's tick, where no cgroup counts it", async () => {
    const burn = [process.execPath, path.join(programsDir, "burn-cpu.mjs"), "300"];
    const run = await launch(path.join(dir, "tasks"), burn);
    expect(run.output).toBe("done\n");
    // The program stops once it has used 300 ms itself; user and system time are each counted in
    // whole ticks of 10 ms, rounded down.
    expect(readLaunchReport(run.report).programCpuMs).toBeGreaterThanOrEqual(280);
  });
});

describe("the wrapper of a run without a box", () => {
  const cgroup = (joinFile: string) =>
    ({ version: 1, dirs: [], joinFiles: [{ path: joinFile, fd: -1 }] }) as unknown as RunCgroup;

  test("sets limits past 10^21 in digits, and runs the program", async () => {
    const limits = { ...DEFAULT_LIMITS, fileBytes: 1e30, timeLimitMs: 1e24 };
    const child = spawnWrapped(["echo", "ran"], { cwd: dir, mergeErrors: false, limits });
    const run = await finish(child);
    expect(run).toMatchObject({ output: "ran\n", exitCode: 0 });
    expect(readLaunchReport(run.report)).toMatchObject({ notRun: null });
  });

  test("joins the run's cgroup by its files, then runs the program without the report", async () => {
    const tasks = path.join(dir, "wrapper-tasks");
    const child = spawnWrapped(listFds, { cwd: dir, mergeErrors: false, cgroup: cgroup(tasks) });
    expect(await finish(child)).toMatchObject({ output: "done\n", report: "ran\n", exitCode: 0 });
    expect(readFileSync(tasks, "utf8")).toBe("0\n");
  });

  test("of a basic run (with limits) says the CPU time the program used, and exits as it did", async () => {
    const limits = { ...DEFAULT_LIMITS, timeLimitMs: 5000 };
    const burn = [process.execPath, path.join(programsDir, "burn-cpu.mjs"), "300"];
    const run = await finish(spawnWrapped(burn, { cwd: dir, mergeErrors: false, limits }));
    expect(run.output).toBe("done\n");
    expect(readLaunchReport(run.report).programCpuMs).toBeGreaterThanOrEqual(280);
    const failed = await finish(
      spawnWrapped(["sh", "-c", "exit 3"], { cwd: dir, mergeErrors: false, limits }),
    );
    expect(failed.exitCode).toBe(3);
    const killed = await finish(
      spawnWrapped(["sh", "-c", "kill -TERM $$"], { cwd: dir, mergeErrors: false, limits }),
    );
    expect(killed).toMatchObject({ errors: "", exitCode: 143 });
    expect(readLaunchReport(killed.report).programEnd).toBe("signal");
  });

  test("never runs the program when it cannot join the cgroup, and says why on the report", async () => {
    const options = { cwd: dir, mergeErrors: true, cgroup: cgroup("/dev/full") };
    const child = spawnWrapped(["echo", "ran anyway"], options);
    expect(await finish(child)).toEqual({
      output: "",
      errors: "",
      report: "could not join the run's cgroup\n",
      exitCode: 125,
    });
  });
});

test("a report: the program's CPU time from the second line of `times`, and the folders left full", () => {
  const times = "0m0.010000s 0m0.020000s\n1m2.500000s 0m0.250000s\n";
  expect(readLaunchReport(`ran\n${times}full /box\nfull /tmp\n`)).toEqual({
    notRun: null,
    diskFull: true,
    programCpuMs: 62_750,
    programEnd: "exit",
  });
  expect(readLaunchReport(`ran\n${times}`)).toMatchObject({ diskFull: false });
  expect(readLaunchReport("")).toEqual({
    notRun: "",
    diskFull: false,
    programCpuMs: null,
    programEnd: null,
  });
});

test("a report: a killed program by the shell's message before `times`; no `times`, the shell was killed too", () => {
  const times = "0m0.010000s 0m0.020000s\n0m0.500000s 0m0.250000s\n";
  const killed = readLaunchReport(`ran\nSegmentation fault (core dumped)\n${times}full /box\n`);
  expect(killed).toMatchObject({ programEnd: "signal", diskFull: true, programCpuMs: 750 });
  expect(readLaunchReport("ran\n")).toMatchObject({ programEnd: null, programCpuMs: null });
});
