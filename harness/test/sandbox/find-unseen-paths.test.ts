import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { findUnseenPaths } from "../../src/sandbox/find-unseen-paths.js";
import { NO_SANDBOX, type SandboxPlan } from "../../src/sandbox/sandbox-plan.js";

function strictPlan(visible: readonly string[]): SandboxPlan {
  return { ...NO_SANDBOX, mode: "strict", visible };
}

test("names a path the command gives that the strict box does not show", () => {
  const root = mkdtempSync(path.join(tmpdir(), "unseen-"));
  mkdirSync(path.join(root, "prog"));
  mkdirSync(path.join(root, "lib"));
  writeFileSync(path.join(root, "lib", "a.src"), "");
  const command = "cp ../lib/a.src b /usr/bin/env";
  const prog = path.join(root, "prog");
  expect(findUnseenPaths(command, prog, strictPlan([prog]))).toEqual(["../lib/a.src"]);
  expect(findUnseenPaths(command, prog, strictPlan([root]))).toEqual([]);
});

// The box has its own /dev/null and /proc: a build that sent its noise there was told they were hidden.
test("names none of the box's own devices and /proc", () => {
  const plan = strictPlan([]);
  const command = "make OUT=/dev/null LOG=/dev/stderr -f /proc/self/fd/0 --shm /dev/shm";
  expect(findUnseenPaths(command, "/", plan)).toEqual([]);
});
