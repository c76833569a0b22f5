import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { sweepStaleGroups } from "../../src/sandbox/cgroup.js";

// On a plain folder standing in for a hierarchy (empty folders are what rmdir takes, as in cgroupfs).
describe("sweeping the groups graders that are gone left behind", () => {
  const root = mkdtempSync(path.join(tmpdir(), "stale-cgroups-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("removes a dead grader's groups, nested ones too, and keeps a live one's and others'", () => {
    const dead = spawnSync("true").pid ?? 0; // a process that has ended
    const names = [
      `games-grade-${dead}-7`,
      `games-grade-${dead}-runs/games-grade-${dead}-1`,
      `games-grade-${process.pid}-3`,
      "system.slice",
    ];
    for (const name of names) mkdirSync(path.join(root, name), { recursive: true });
    sweepStaleGroups([root]);
    expect(existsSync(path.join(root, `games-grade-${dead}-7`))).toBe(false);
    expect(existsSync(path.join(root, `games-grade-${dead}-runs`))).toBe(false);
    expect(existsSync(path.join(root, `games-grade-${process.pid}-3`))).toBe(true);
    expect(existsSync(path.join(root, "system.slice"))).toBe(true);
  });
});
