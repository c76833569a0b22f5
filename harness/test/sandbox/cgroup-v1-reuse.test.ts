import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { claimRunCgroup, type RunCgroup } from "../../src/sandbox/cgroup.js";
import { DEFAULT_LIMITS } from "../../src/sandbox/sandbox-plan.js";

// A plain folder stands in for the v1 hierarchies (memory, pids, cpuacct), holding the files the
// kernel's cgroup v1 documentation names; what the kernel would count is written by the test.
describe("a run's cgroup v1 groups, used again by a later run", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cgroup-v1-"));
  for (const controller of ["memory", "pids", "cpuacct"]) mkdirSync(path.join(root, controller));
  const kind = { version: 1, root } as const;
  const limits = { ...DEFAULT_LIMITS, memoryBytes: 256 * 1024 ** 2, processes: 64 };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const file = (group: RunCgroup | undefined, index: number, name: string) =>
    path.join(group?.dirs[index] ?? "", name);
  /** What the kernel shows once a run is over: its peak, its CPU time, its kills; no process left. */
  function endRun(
    group: RunCgroup | undefined,
    facts: { peak: number; nanos: number; kills: number },
  ) {
    writeFileSync(file(group, 0, "memory.max_usage_in_bytes"), String(facts.peak));
    writeFileSync(file(group, 2, "cpuacct.usage"), String(facts.nanos));
    writeFileSync(
      file(group, 0, "memory.oom_control"),
      `oom_kill_disable 0\noom_kill ${facts.kills}\n`,
    );
    for (const index of [0, 1, 2]) writeFileSync(file(group, index, "cgroup.procs"), "");
    writeFileSync(file(group, 1, "pids.current"), "0");
  }

  test("a new group gets the limits, and its usage is the run's", async () => {
    const group = await claimRunCgroup(kind, limits, true);
    expect(group?.dirs.map((dir) => path.basename(path.dirname(dir)))).toEqual([
      "memory",
      "pids",
      "cpuacct",
    ]);
    expect(readFileSync(file(group, 0, "memory.limit_in_bytes"), "utf8")).toBe(
      String(256 * 1024 ** 2),
    );
    expect(readFileSync(file(group, 1, "pids.max"), "utf8")).toBe("64");
    endRun(group, { peak: 5_000_000, nanos: 7_000_000, kills: 1 });
    expect(group?.readUsage()).toEqual({ memoryBytes: 5_000_000, cpuMs: 7, outOfMemory: true });
    group?.release();
  });

  test("an empty group is used again, counting only the new run's memory, time and kills", async () => {
    const first = await claimRunCgroup(kind, limits, true);
    // Files the last run read, still cached, stay charged to the group.
    writeFileSync(file(first, 0, "memory.usage_in_bytes"), "3000000");
    endRun(first, { peak: 9_000_000, nanos: 50_000_000, kills: 1 });
    first?.release();
    const again = await claimRunCgroup(kind, limits, true);
    expect(again?.dirs).toEqual(first?.dirs);
    expect(readFileSync(file(again, 2, "cpuacct.usage"), "utf8")).toBe("0");
    writeFileSync(file(again, 0, "memory.max_usage_in_bytes"), "8000000");
    expect(again?.readUsage()).toEqual({ memoryBytes: 5_000_000, cpuMs: 0, outOfMemory: false });
    again?.release();
  });

  /**
   * A group ended with `text` in one of its files (`index`: memory 0, pids 1), released, then a
   * group claimed with the same limits: the same group or another, and the one released.
   */
  async function claimAfter(index: number, name: string, text: string, own = limits) {
    const ended = await claimRunCgroup(kind, own, true);
    endRun(ended, { peak: 0, nanos: 0, kills: 0 });
    writeFileSync(file(ended, index, name), text);
    ended?.release();
    return { ended, next: await claimRunCgroup(kind, own, true) };
  }

  test("a group with a process still in it, or other limits, is never shared", async () => {
    const { ended, next } = await claimAfter(1, "cgroup.procs", "4242\n");
    expect(next?.dirs).not.toEqual(ended?.dirs);
    const other = await claimRunCgroup(kind, { ...limits, processes: 8 }, true);
    expect(other?.dirs).not.toEqual(next?.dirs);
    expect(existsSync(other?.dirs[0] ?? "")).toBe(true);
  });

  test("a build's group (its files outlive it, charged to the group) is not used again", async () => {
    const build = await claimRunCgroup(kind, limits, false);
    endRun(build, { peak: 0, nanos: 0, kills: 0 });
    build?.release();
    const next = await claimRunCgroup(kind, limits, true);
    expect(next?.dirs).not.toEqual(build?.dirs);
  });

  test("a group still counting zombies (none listed, nothing waits for them) is not used again", async () => {
    const { ended, next } = await claimAfter(1, "pids.current", "240");
    expect(next?.dirs).not.toEqual(ended?.dirs);
  });

  // A box's working folder and /tmp are freed with its mount namespace, by the kernel's threads,
  // after its processes are gone: a run given the group then had that much less memory, and its
  // peak, counted from what was charged at its start, was reported hundreds of MiB low.
  test("a group still charged for a box's tmpfs waits until the kernel has freed it", async () => {
    const own = { ...limits, memoryBytes: 300 * 1024 ** 2 };
    const stat = "cache 250000000\nshmem 250000000\n";
    const { ended: filled, next } = await claimAfter(0, "memory.stat", stat, own);
    expect(next?.dirs).not.toEqual(filled?.dirs);
    writeFileSync(file(filled, 0, "memory.stat"), "cache 4000\nshmem 0\n");
    const later = await claimRunCgroup(kind, own, true);
    expect(later?.dirs).toEqual(filled?.dirs);
  });
});
