import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { isAlive, startOf } from "../../src/sandbox/is-alive.js";

describe("isAlive", () => {
  test("a running process is alive, with its own start or none given", () => {
    expect(startOf(process.pid)).toMatch(/^\d+$/);
    expect(isAlive(process.pid)).toBe(true);
    expect(isAlive(process.pid, startOf(process.pid))).toBe(true);
  });

  test("a pid with another start is another process: the one named is gone", () => {
    expect(isAlive(process.pid, "1")).toBe(false);
  });

  test("a process that ended is not alive, and has no start", async () => {
    const child = spawn("true");
    const pid = child.pid ?? 0;
    await once(child, "exit");
    // Reaped by Node on exit: its pid is free.
    expect(isAlive(pid)).toBe(false);
    expect(startOf(pid)).toBe("");
  });
});
