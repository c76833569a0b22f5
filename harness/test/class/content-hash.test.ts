import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, truncateSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { hashContent } from "../../src/class/content-hash.js";
import { copyProgramFolder } from "../../src/class/copy-program-folder.js";
import { makeSuite } from "../helpers/suites.js";

// A class hashes each submission before it copies it (to reuse a kept result): it read through
// links, without a limit, and waited on a FIFO. A student's folder could hold the class for good.
describe("a submission's hash", () => {
  test("is the same for the same files, and changes with them", async () => {
    const one = await makeSuite({ "a/Main.java": "class Main {}\n", "b.txt": "b\n" });
    const two = await makeSuite({ "a/Main.java": "class Main {}\n", "b.txt": "b\n" });
    expect(await hashContent(one, true, 1024)).toBe(await hashContent(two, true, 1024));
    writeFileSync(path.join(two, "b.txt"), "c\n");
    expect(await hashContent(one, true, 1024)).not.toBe(await hashContent(two, true, 1024));
  });

  test("of a folder given through a link is its folder's", async () => {
    const dir = await makeSuite({ "ana/Main.java": "class Main {}\n" });
    await symlink(path.join(dir, "ana"), path.join(dir, "link"));
    const direct = await hashContent(path.join(dir, "ana"), true, 1024);
    expect(await hashContent(path.join(dir, "link"), true, 1024)).toBe(direct);
  });

  test("gives up on a named pipe at once, rather than wait on it", async () => {
    const dir = await makeSuite({});
    const pipe = path.join(dir, "p");
    execFileSync("mkfifo", [pipe]);
    await expect(hashContent(pipe, false, 1024)).rejects.toThrow("not a plain file");
  });

  test("reads no further than the limit (a sparse file of a gigabyte)", async () => {
    const dir = await makeSuite({ "small.txt": "x\n" });
    writeFileSync(path.join(dir, "sparse.bin"), "");
    truncateSync(path.join(dir, "sparse.bin"), 1024 ** 3);
    await expect(hashContent(dir, true, 1024 * 1024)).rejects.toThrow(
      "larger than the submission limit",
    );
  });
});

// A folder is copied for the user it belongs to: root read for it what only root may.
describe.runIf(process.getuid?.() === 0)("a folder copied for its owner", () => {
  test("leaves out another user's file that others may not read (root's, through a hard link)", async () => {
    const dir = await makeSuite({ "mine.txt": "mine\n", "secret.txt": "root only\n" });
    chownSync(dir, 65534, 65534);
    chownSync(path.join(dir, "mine.txt"), 65534, 65534);
    chmodSync(path.join(dir, "secret.txt"), 0o600);
    const to = path.join(await mkdtemp(path.join(tmpdir(), "copy-")), "files");
    await copyProgramFolder(dir, to, [], { maxEntries: 10, maxBytes: 1024 });
    expect(await readdir(to)).toEqual(["mine.txt"]);
  });

  // A link of alice's in a shared folder, to bob's closed folder: root read bob's files for alice.
  test("refuses a folder given through one user's link to another user's folder", async () => {
    const dir = await makeSuite({ "bob/project/solution.c": "int x;\n" });
    chownSync(path.join(dir, "bob"), 1, 1);
    chmodSync(path.join(dir, "bob"), 0o700);
    execFileSync("ln", ["-s", path.join(dir, "bob", "project"), path.join(dir, "alice")]);
    execFileSync("chown", ["-h", "65534:65534", path.join(dir, "alice")]);
    const to = path.join(await mkdtemp(path.join(tmpdir(), "copy-")), "files");
    await expect(
      copyProgramFolder(path.join(dir, "alice"), to, [], { maxEntries: 10, maxBytes: 1024 }),
    ).rejects.toThrow("it is a link of one user's to another user's folder");
  });
});

describe("a copy of folders nested without end", () => {
  test("is refused past 256 levels, each holding a descriptor while copied", async () => {
    const dir = await makeSuite({ "x.txt": "x\n" });
    let deep = dir;
    for (let level = 0; level < 300; level++) deep = path.join(deep, "d");
    execFileSync("mkdir", ["-p", deep]);
    const to = path.join(await mkdtemp(path.join(tmpdir(), "copy-")), "files");
    await expect(
      copyProgramFolder(dir, to, [], { maxEntries: 10_000, maxBytes: 1024 }),
    ).rejects.toThrow("the submission holds folders nested deeper than 256");
  });
});
