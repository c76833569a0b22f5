import { execFileSync } from "node:child_process";
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { copyProgramFolder } from "../../src/class/copy-program-folder.js";
import { makeSuite } from "../helpers/suites.js";

const LIMITS = { maxEntries: 100, maxBytes: 1024 };

async function copyOf(files: Record<string, string>, prepare: (dir: string) => void = () => {}) {
  const dir = await makeSuite(files);
  prepare(dir);
  const to = path.join(await mkdtemp(path.join(tmpdir(), "copy-")), "files");
  return { dir, to, copy: () => copyProgramFolder(dir, to, [path.join(dir, "tests")], LIMITS) };
}

describe("a program's folder copied for its build", () => {
  test("keeps files, folders and names as they are, and leaves out the suite and .git", async () => {
    const { to, copy } = await copyOf(
      { "main.c": "int main;\n", "src/a.h": "x\n", "tests/a.out": "secret\n", ".git/HEAD": "x\n" },
      (dir) => writeFileSync(Buffer.from(path.join(dir, "caf\xe9.txt"), "latin1"), "latin\n"),
    );
    await copy();
    expect(readdirSync(to).sort()).toEqual(["caf\ufffd.txt", "main.c", "src"]);
    const names = readdirSync(to, { encoding: "buffer" });
    expect(names.some((name) => name.equals(Buffer.from("caf\xe9.txt", "latin1")))).toBe(true);
    expect(readFileSync(path.join(to, "src", "a.h"), "utf8")).toBe("x\n");
  });

  // Opened without blocking and checked: a FIFO put in a file's place held root's copy for good.
  test("leaves out a named pipe, and keeps a link to nothing that stays inside as it says", async () => {
    const { to, copy } = await copyOf({ "main.c": "x\n" }, (dir) => {
      execFileSync("mkfifo", [path.join(dir, "pipe")]);
      symlinkSync("build/out.txt", path.join(dir, "later"));
      symlinkSync("../../elsewhere", path.join(dir, "gone"));
    });
    await copy();
    expect(existsSync(path.join(to, "pipe"))).toBe(false);
    expect(readlinkSync(path.join(to, "later"))).toBe("build/out.txt");
    expect(existsSync(path.join(to, "gone"))).toBe(false);
  });

  // Counted as copied, not by the size found: a file grown while copied passed the limit.
  test("counts the bytes it copies against the limit", async () => {
    const { copy } = await copyOf({ "big.bin": "x".repeat(2048) });
    await expect(copy()).rejects.toThrow(
      "the submission is larger than 1 KiB unpacked (the limit)",
    );
  });
});
