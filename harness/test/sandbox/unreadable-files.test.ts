import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { describeUnreadableFiles } from "../../src/sandbox/unreadable-files.js";

function makeFolder(files: Record<string, number>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "unreadable-"));
  for (const [name, mode] of Object.entries(files)) {
    const file = path.join(folder, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "x");
    chmodSync(file, mode);
  }
  return folder;
}

describe("describeUnreadableFiles", () => {
  test("names a program's file that only its owner may read (a umask of 077)", () => {
    const folder = makeFolder({ "Main.class": 0o600, "Main.java": 0o644 });
    const warning = describeUnreadableFiles([folder]);
    expect(warning).toContain(path.join(folder, "Main.class"));
    expect(warning).not.toContain("Main.java");
    expect(warning).toContain("chmod o+r");
  });

  test("says nothing when every file is readable by others", () => {
    const folder = makeFolder({ "Main.class": 0o644, "run.sh": 0o755 });
    expect(describeUnreadableFiles([folder])).toBeUndefined();
  });

  test("names three and counts the rest", () => {
    const folder = makeFolder({ a: 0o600, b: 0o600, c: 0o640, d: 0o600, e: 0o600 });
    expect(describeUnreadableFiles([folder])).toMatch(/ and 2 more, /);
  });

  test("looks at a file shown alone, and at a folder's own files only", () => {
    const folder = makeFolder({ "lib/deep.jar": 0o600, "prog.py": 0o600 });
    const warning = describeUnreadableFiles([path.join(folder, "prog.py"), folder]);
    expect(warning).toBe(
      `the program's user cannot read ${path.join(folder, "prog.py")}, readable by the owner alone: the program may fail to start (chmod o+r to let it read them)`,
    );
  });
});
