import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { claimRunCgroup } from "../../src/sandbox/cgroup.js";
import { DEFAULT_LIMITS } from "../../src/sandbox/sandbox-plan.js";

// A plain folder stands in for the v1 hierarchies, as in cgroup-v1-reuse.test.ts. Runs that start
// at once, before any group was kept (a class's first builds and cases with -j 4), each make a new
// group: one exit listener removes the kept ones, not one per group, which past ten made Node print
// a MaxListenersExceededWarning in the middle of `games-grade class … -j 4`.
const root = mkdtempSync(path.join(tmpdir(), "cgroup-v1-listener-"));
for (const controller of ["memory", "pids", "cpuacct"]) mkdirSync(path.join(root, controller));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("v1 groups made at once, none kept yet, add one exit listener between them", async () => {
  const kind = { version: 1, root } as const;
  const before = process.listenerCount("exit");
  const groups = await Promise.all(
    Array.from({ length: 12 }, () => claimRunCgroup(kind, DEFAULT_LIMITS, true)),
  );
  expect(groups.every((group) => group !== undefined)).toBe(true);
  expect(process.listenerCount("exit") - before).toBeLessThanOrEqual(1);
});
