import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { claimRunCgroup } from "../../src/sandbox/cgroup.js";
import { DEFAULT_LIMITS } from "../../src/sandbox/sandbox-plan.js";

// The development machine has cgroup v1, so the v2 code runs here on a plain folder standing in
// for the hierarchy: what it writes and reads are the files the kernel's cgroup v2 documentation
// names (memory.max, pids.max, memory.peak, cpu.stat's usage_usec, memory.events' oom_kill).
describe("a run's cgroup v2 group, on a folder laid out as the kernel's", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "cgroup-v2-"));
  const limits = { ...DEFAULT_LIMITS, memoryBytes: 256 * 1024 ** 2, processes: 64 };
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  test("sets the memory and process limits, without swap", async () => {
    const group = await claimRunCgroup({ version: 2, parent }, limits, true);
    const dir = group?.dirs[0] ?? "";
    expect(path.dirname(dir)).toBe(parent);
    expect(readFileSync(path.join(dir, "memory.max"), "utf8")).toBe(String(256 * 1024 ** 2));
    expect(readFileSync(path.join(dir, "memory.swap.max"), "utf8")).toBe("0");
    expect(readFileSync(path.join(dir, "pids.max"), "utf8")).toBe("64");
  });

  test("reads the peak memory, the CPU time and whether the kernel killed for memory", async () => {
    const group = await claimRunCgroup({ version: 2, parent }, limits, true);
    const dir = group?.dirs[0] ?? "";
    writeFileSync(path.join(dir, "memory.peak"), "73400320\n");
    writeFileSync(path.join(dir, "cpu.stat"), "usage_usec 123456\nuser_usec 100000\n");
    writeFileSync(path.join(dir, "memory.events"), "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n");
    expect(group?.readUsage()).toEqual({ memoryBytes: 73400320, cpuMs: 123, outOfMemory: true });
    writeFileSync(path.join(dir, "memory.events"), "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n");
    expect(group?.readUsage().outOfMemory).toBe(false);
  });
});
