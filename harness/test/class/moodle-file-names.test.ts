import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findSubmissions } from "../../src/class/find-submissions.js";
import { identifyStudents } from "../../src/class/identify-students.js";
import { makeSuite } from "../helpers/suites.js";

// Moodle's download without a folder per student names each file
// `Fullname_ID_assignsubmission_file_<the student's own file name>`: the part after is the student's.
describe("a Moodle file named by the student", () => {
  test("cannot take another student's id: the first _ID_assignsubmission_ is the student's", () => {
    const found = identifyStudents([
      "Ana Silva_12_assignsubmission_file_project",
      "Eve Adams_13_assignsubmission_file_12_assignsubmission_file_",
    ]);
    expect([...found.values()]).toEqual([
      { name: "Ana Silva", id: "12" },
      { name: "Eve Adams", id: "13" },
    ]);
  });

  test("that meets another of the student's own files is skipped, not the class refused", async () => {
    const dir = await makeSuite({});
    for (const name of [
      "Ana Silva_12_assignsubmission_file_project.zip",
      "Eve Adams_13_assignsubmission_file_x.zip",
      "Eve Adams_13_assignsubmission_file_x.ZIP",
    ])
      await writeFile(path.join(dir, name), "");
    const found = await findSubmissions(dir);
    expect(found.submissions.map((submission) => submission.name)).toEqual([
      "Ana Silva_12_assignsubmission_file_project",
      "Eve Adams_13_assignsubmission_file_x",
    ]);
    expect(found.skipped).toEqual([
      {
        name: "Eve Adams_13_assignsubmission_file_x.ZIP",
        reason:
          "the same Moodle student as Eve Adams_13_assignsubmission_file_x.zip, which is graded",
      },
    ]);
  });

  // Eve's full name (some sites let students edit theirs) read as Ana's and an id: her file came
  // first in name order and was graded as Ana, Ana's own skipped as the same student's.
  test("that reads as two students is skipped, never graded as either", async () => {
    const dir = await makeSuite({});
    for (const name of [
      "Ana Silva_12_assignsubmission_file_project.zip",
      "Ana Silva_12_assignsubmission_file_a_13_assignsubmission_file_p.zip",
    ])
      await writeFile(path.join(dir, name), "");
    await mkdir(path.join(dir, "Ana Silva_12_assignsubmission_file_b_14_assignsubmission_file_"));
    const found = await findSubmissions(dir);
    expect(found.submissions.map((submission) => submission.name)).toEqual([
      "Ana Silva_12_assignsubmission_file_project",
    ]);
    expect(found.skipped.map((entry) => entry.name)).toEqual([
      "Ana Silva_12_assignsubmission_file_a_13_assignsubmission_file_p.zip",
      "Ana Silva_12_assignsubmission_file_b_14_assignsubmission_file_",
    ]);
    expect(found.skipped[0]?.reason).toMatch(/may be more than one Moodle student/);
  });

  // Entries that are not Moodle's were taken as one Moodle student's: `ana/` beside `ana.zip` graded
  // one of them, the other "skipped" as the same Moodle student as itself.
  test("leaves two entries of one name that are not Moodle's to the class's error", async () => {
    const dir = await makeSuite({});
    await mkdir(path.join(dir, "ana"));
    await writeFile(path.join(dir, "ana.zip"), "");
    await expect(findSubmissions(dir)).rejects.toThrow(
      "two submissions for ana: ana and ana.zip; keep one",
    );
  });
});
