import { chmodSync, lstatSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import {
  type FolderFacts,
  findClaimsParent,
  findFolderProblem,
  findParentProblem,
} from "../../src/sandbox/box-uid-folder.js";

const scratch = mkdtempSync(path.join(tmpdir(), "box-uid-folder-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ROOT = 0;
const folder = (uid: number, mode: number): FolderFacts => ({ uid, mode, isDirectory: () => true });

describe("the folder of box uid claims", () => {
  test("is used when it is root's own and no one else may write to it", () => {
    expect(findFolderProblem(folder(ROOT, 0o700), ROOT)).toBeUndefined();
    expect(findFolderProblem(folder(ROOT, 0o755), ROOT)).toBeUndefined();
  });

  test("is refused when another user made it", () => {
    expect(findFolderProblem(folder(1000, 0o700), ROOT)).toBe("it belongs to user 1000; remove it");
  });

  test.each([0o777, 0o770, 0o702, 0o1777])("is refused when its mode is %o", (mode) => {
    expect(findFolderProblem(folder(ROOT, mode), ROOT)).toBe("others may write to it; remove it");
  });

  test("is refused when it is a link or missing", () => {
    const link = path.join(scratch, "link");
    symlinkSync(scratch, link);
    expect(findFolderProblem(lstatSync(link), lstatSync(scratch).uid)).toBe("it is not a folder");
    expect(findFolderProblem(undefined, ROOT)).toBe("it is not a folder");
  });

  test("is refused, as found on the disk, when others may write to it", () => {
    const open = mkdtempSync(path.join(scratch, "open-"));
    chmodSync(open, 0o777);
    const own = process.getuid?.() ?? -1;
    expect(findFolderProblem(lstatSync(open), own)).toBe("others may write to it; remove it");
    chmodSync(open, 0o700);
    expect(findFolderProblem(lstatSync(open), own)).toBeUndefined();
  });

  test("sits in a folder only root may write to, or one whose sticky bit guards it", () => {
    expect(findParentProblem(folder(ROOT, 0o755), ROOT)).toBeUndefined();
    expect(findParentProblem(folder(ROOT, 0o1777), ROOT)).toBeUndefined();
    expect(findParentProblem(folder(ROOT, 0o777), ROOT)).toBe("others may write to its parent");
    expect(findParentProblem(folder(1000, 0o1777), ROOT)).toBe("its parent belongs to user 1000");
  });
});

describe("where root's graders keep their claims", () => {
  const facts = (found: Record<string, FolderFacts>) => (folder: string) => found[folder];

  test("is /run where it is safe", () => {
    const look = facts({ "/run": folder(ROOT, 0o755), "/tmp": folder(ROOT, 0o1777) });
    expect(findClaimsParent(ROOT, look)).toBe("/run");
  });

  test("is the next shared folder that is safe, else /run (whose problem is then said)", () => {
    const shared = folder(ROOT, 0o1777);
    const taken = folder(1000, 0o1777);
    expect(findClaimsParent(ROOT, facts({ "/tmp": taken, "/var/tmp": shared }))).toBe("/var/tmp");
    expect(findClaimsParent(ROOT, facts({ "/tmp": taken, "/dev/shm": shared }))).toBe("/dev/shm");
    expect(findClaimsParent(ROOT, facts({ "/tmp": taken }))).toBe("/run");
  });

  // Two graders with different temporary folders (a test runner's, a CI job's) kept claims apart,
  // and each ended the other's boxes of uid 60000 before its own first run of it.
  test.each([
    ["missing", {}],
    ["another user's", { "/run": folder(1000, 0o755) }],
    ["writable by others", { "/run": folder(ROOT, 0o777) }],
  ])("is /tmp, whatever TMPDIR says, where /run is %s", (_, run) => {
    vi.stubEnv("TMPDIR", scratch);
    try {
      expect(findClaimsParent(ROOT, facts({ ...run, "/tmp": folder(ROOT, 0o1777) }))).toBe("/tmp");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
