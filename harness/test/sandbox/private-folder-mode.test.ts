import { describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { privateFolderMode } from "../../src/sandbox/private-folder-mode.js";

const isRoot = process.getuid?.() === 0;
const { bwrapProblem, identity } = detectIsolation();
const canBox = bwrapProblem === undefined;
/** Root with `setpriv`: its programs run as box users. */
const hasBoxUsers = identity !== undefined;

describe("the mode a class makes each student's folder with", () => {
  // Closed from the start: a student's folder is copied before its first run holds it, while other
  // students' programs run (as root in basic mode, permissions are all that keeps them out).
  test.runIf(hasBoxUsers)("closed to others in basic mode as root", () => {
    expect(privateFolderMode("basic")).toBe(0o700);
  });

  test.runIf(isRoot && canBox)(
    "open to others in strict mode, whose box user passes through it",
    () => {
      expect(privateFolderMode("strict")).toBe(0o755);
      expect(privateFolderMode(undefined)).toBe(0o755);
    },
  );

  test("open to others without a sandbox, or run by a plain user", () => {
    expect(privateFolderMode("none")).toBe(0o755);
    if (!hasBoxUsers) expect(privateFolderMode("basic")).toBe(0o755);
  });
});
