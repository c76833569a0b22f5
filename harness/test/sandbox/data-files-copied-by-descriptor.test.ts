import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openBoxFiles } from "../../src/sandbox/box-files.js";
import { createWorkingFolder, removeWorkingFolder } from "../../src/sandbox/working-folder.js";

// A suite's data files are checked when it is read; a link swapped in since (by whoever can write
// the suite) was followed by basic mode's copy: the grader's own environment in the program's folder.
function suiteWithBoards(): string {
  const suite = mkdtempSync(path.join(tmpdir(), "data-files-"));
  mkdirSync(path.join(suite, "boards", "deep"), { recursive: true });
  writeFileSync(path.join(suite, "boards", "deep", "a.txt"), "board a\n", { mode: 0o640 });
  writeFileSync(path.join(suite, "boards", "run.sh"), "echo run\n", { mode: 0o750 });
  return suite;
}

describe("a run's data files", () => {
  test("basic mode copies folders whole, with each file's permissions", () => {
    const suite = suiteWithBoards();
    const dir = createWorkingFolder([{ from: path.join(suite, "boards"), to: "boards" }]);
    try {
      expect(readFileSync(path.join(dir, "boards", "deep", "a.txt"), "utf8")).toBe("board a\n");
      expect(statSync(path.join(dir, "boards", "deep", "a.txt")).mode & 0o777).toBe(0o640);
      expect(statSync(path.join(dir, "boards", "run.sh")).mode & 0o777).toBe(0o750);
    } finally {
      removeWorkingFolder(dir);
    }
  });

  test.each([
    ["basic", (from: string) => createWorkingFolder([{ from, to: "boards" }])],
    ["strict", (from: string) => openBoxFiles([{ from, to: "boards" }], 3)],
  ])("%s mode refuses a link swapped in to the kernel's files", (_mode, copy) => {
    const suite = suiteWithBoards();
    symlinkSync("/proc/self/environ", path.join(suite, "boards", "env"));
    expect(() => copy(path.join(suite, "boards"))).toThrow(
      /^cannot copy .*boards for a run \(.*leads to \/proc\/\d+\/environ.*\): the suite changed while grading$/,
    );
  });
});
