import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { prepareSubmission } from "../../src/class/prepare-submission.js";
import { SubmissionProblem } from "../../src/class/submission-problem.js";
import { GraderError } from "../../src/sandbox/grader-error.js";
import { makeSuite } from "../helpers/suites.js";

const limits = { maxBytes: 1024 * 1024, maxEntries: 100 };

async function prepare(files: Record<string, string>, entry = "student") {
  const dir = await makeSuite(files);
  const dest = path.join(dir, "work");
  const submission = { name: entry, path: path.join(dir, entry), kind: "folder" as const };
  return { dir, dest, found: () => prepareSubmission(submission, dest, limits) };
}

describe("prepareSubmission", () => {
  test("copies the student's files, leaving out .git, and goes into a lone folder", async () => {
    const { dest, found } = await prepare({
      "student/.git/config": "x",
      "student/project/src/Main.java": "class Main {}",
      "student/project/README.md": "hi",
    });
    expect(await found()).toBe(path.join(dest, "project"));
    expect(existsSync(path.join(dest, ".git"))).toBe(false);
  });

  // A folder of links to clones elsewhere is a folder of submissions: the copy that follows no link
  // on its way found the entry itself a link, and the submission empty.
  test("follows the download's own link to a student's folder", async () => {
    const { dir, dest, found } = await prepare({ "clones/ana/Main.java": "class Main {}" }, "ana");
    await symlink(path.join(dir, "clones", "ana"), path.join(dir, "ana"));
    expect(await found()).toBe(dest);
    expect(await readdir(dest)).toEqual(["Main.java"]);
  });

  test.each([".hg", ".svn", "_darcs"])(
    "leaves out %s too, another version control's store",
    async (store) => {
      const { dest, found } = await prepare({
        [`student/${store}/store`]: "x",
        "student/project/src/Main.java": "class Main {}",
        "student/project/README.md": "hi",
      });
      expect(await found()).toBe(path.join(dest, "project"));
      expect(existsSync(path.join(dest, store))).toBe(false);
    },
  );

  test("unpacks a zip at the top of a Moodle folder and goes into the folders it holds alone", async () => {
    const { dir, dest, found } = await prepare(
      { "Ana_42_assignsubmission_file_/.keep": "" },
      "Ana_42_assignsubmission_file_",
    );
    await writeFile(
      path.join(dir, "Ana_42_assignsubmission_file_/project.zip"),
      zipSync({ "project/src/Main.java": strToU8("class Main {}") }),
    );
    const root = await found();
    // project.zip → project/, holding project/src/: each lone folder is entered.
    expect(root).toBe(path.join(dest, "project", "project", "src"));
    expect(await readdir(root)).toEqual(["Main.java"]);
  });

  test.each([
    [{ "student/.DS_Store": "" }, "the submission is empty: no files in it"],
    [
      { "student/big.bin": "x".repeat(1024 * 1024 + 1) },
      "the submission is larger than 1 MiB unpacked (the limit)",
    ],
  ])("refuses a submission that is empty or too big", async (files, message) => {
    const { found } = await prepare(files);
    await expect(found()).rejects.toThrow(message);
  });

  test("counts every zip of a submission against one limit: many small zips are one big submission", async () => {
    const { dir, found } = await prepare({ "student/.keep": "" });
    // Eleven zips of 100 KiB each: each under the 1 MiB limit, together over it.
    for (let index = 0; index < 11; index++) {
      await writeFile(
        path.join(dir, `student/part${index}.zip`),
        zipSync({ [`part${index}.bin`]: new Uint8Array(100 * 1024) }),
      );
    }
    await expect(found()).rejects.toThrow(
      /^the submission is larger than 1 MiB unpacked \(the limit\) \(reached in part\d+\.zip\)/,
    );
  });

  test("counts the files of every zip of a submission against one file limit", async () => {
    const { dir, found } = await prepare({ "student/.keep": "" });
    const files = (from: number) =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, index) => [`f${from + index}.txt`, strToU8("x")]),
      );
    for (const index of [0, 1, 2])
      await writeFile(path.join(dir, `student/p${index}.zip`), zipSync(files(index * 40)));
    await expect(found()).rejects.toThrow(
      "the submission holds more than 100 files (the limit) (reached in p2.zip)",
    );
  });

  // A full disk under --out is the machine's: kept as the student's Compilation Error, it stayed
  // theirs in every later run.
  test.runIf(process.getuid?.() === 0)(
    "a copy the disk has no room for is the grader's error, not the student's problem",
    async () => {
      const { dir, found } = await prepare({ "student/big.txt": "x".repeat(200_000) });
      const work = path.join(dir, "work");
      mkdirSync(work);
      expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", work]).status).toBe(0);
      try {
        const error = await found().catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(GraderError);
        expect(error).not.toBeInstanceOf(SubmissionProblem);
        expect((error as Error).message).toBe(
          `cannot copy a submission into ${work}: no space left on the device`,
        );
      } finally {
        spawnSync("umount", ["-l", work]);
      }
    },
  );

  // Written one entry at a time, a zip's entry the disk had no room for was "cannot unpack": the
  // student's Compilation Error, kept.
  test.runIf(process.getuid?.() === 0)(
    "an unpacked entry the disk has no room for is the grader's error, not the student's problem",
    async () => {
      const dir = await makeSuite({});
      const zip = path.join(dir, "student.zip");
      await writeFile(zip, zipSync({ "big.txt": strToU8("x".repeat(200_000)) }));
      const work = path.join(dir, "work");
      mkdirSync(work);
      expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", work]).status).toBe(0);
      try {
        const submission = { name: "student", path: zip, kind: "zip" as const };
        const error = await prepareSubmission(submission, work, limits).catch((thrown) => thrown);
        expect(error).toBeInstanceOf(GraderError);
        expect((error as Error).message).toBe(
          `cannot copy a submission into ${work}: no space left on the device`,
        );
      } finally {
        spawnSync("umount", ["-l", work]);
      }
    },
  );
});
