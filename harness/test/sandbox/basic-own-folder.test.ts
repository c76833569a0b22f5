import { spawn } from "node:child_process";
import { once } from "node:events";
import { statSync } from "node:fs";
import { copyFile, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/grade/index.js";
import { readAll } from "../../src/sandbox/read-all.js";
import { makeSuite, programsDir } from "../helpers/suites.js";

const isRoot = process.getuid?.() === 0;
const readNeighbour = path.join(programsDir, "hostile", "read-neighbour.sh");

/** A class's work folder as root makes it: each student's folder open to others, as umask leaves it. */
async function makeClassFolder(): Promise<{ alice: string; bob: string }> {
  const work = await makeSuite({
    "alice/mine.txt": "alice's\n",
    "alice/theirs.txt": "alice's answers\n",
    "bob/mine.txt": "bob's\n",
    "bob/theirs.txt": "bob's answers\n",
  });
  return { alice: path.join(work, "alice"), bob: path.join(work, "bob") };
}

/** One student's program graded in basic mode, its folder in the hidden work folder. */
async function gradeStudent(own: string, other: string, wait: string, command = readNeighbour) {
  const suite = await makeSuite({ "a.in": "", "a.out": "" });
  const result = await runSuite({
    suite,
    command,
    cwd: own,
    sandbox: "basic",
    hidden: [path.dirname(own)],
    env: [`OWN=${own}`, `OTHER=${other}`, `WAIT=${wait}`],
  });
  expect(result.isolation?.mode).toBe("basic");
  return result.cases[0]?.actual;
}

/** What `ls -ld` would tell of a folder: its mode and group. */
function modeAndGroup(folder: string): { mode: number; gid: number } {
  const { mode, gid } = statSync(folder);
  return { mode, gid };
}

// A class graded as root where bwrap cannot make a box (a container): there is no box to show a
// student's folder alone in, and the work folder holding every student's stays open to box users.
describe.runIf(isRoot)("basic mode as root: a student's folder in a hidden one", () => {
  test("its program reads its own folder, not the student's beside it", async () => {
    const { alice, bob } = await makeClassFolder();
    expect(await gradeStudent(alice, bob, "")).toBe("alice's\nno neighbour\n");
  });

  test("two students graded at once cannot read each other's folder", async () => {
    const { alice, bob } = await makeClassFolder();
    const both = await Promise.all([
      gradeStudent(alice, bob, "0.5"),
      gradeStudent(bob, alice, "0.5"),
    ]);
    expect(both).toEqual(["alice's\nno neighbour\n", "bob's\nno neighbour\n"]);
  });

  test("two students graded at once through a link to the work folder cannot read each other's", async () => {
    const { alice, bob } = await makeClassFolder();
    const work = path.dirname(alice);
    const link = `${work}-link`;
    await symlink(work, link);
    for (const own of [alice, bob]) await copyFile(readNeighbour, path.join(own, "read.sh"));
    // Graded through the link, each reads the other's folder by its real path. Alice's runs end
    // while Bob's go on: her folder must stay closed to him, held the one way or the other.
    const grade = (own: string, other: string, wait: string) =>
      gradeStudent(path.join(link, path.basename(own)), other, wait, "./read.sh");
    const aliceDone = grade(alice, bob, "0.3");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const both = await Promise.all([aliceDone, grade(bob, alice, "1")]);
    expect(both).toEqual(["alice's\nno neighbour\n", "bob's\nno neighbour\n"]);
  });

  test("a program whose folder is the suite's own still reads its files there", async () => {
    const suite = await makeSuite({
      "mine.txt": "mine\n",
      "a.in": "",
      "a.out": "mine\nno neighbour\n",
    });
    const result = await runSuite({
      suite,
      command: readNeighbour,
      cwd: suite,
      sandbox: "basic",
      env: [`OWN=${suite}`, `OTHER=${path.join(suite, "missing")}`],
    });
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "mine\nno neighbour\n" });
  });

  // Each a process of its own, as two teachers' graders on one machine.
  const graderOf = path.join(programsDir, "grade-student.mjs");
  const gradeApart = (own: string, script: string, suite: string) =>
    spawn(process.execPath, [graderOf, own, script, suite], {
      stdio: ["ignore", "pipe", "inherit"],
    });

  test("two graders grading one student at once each read the student's folder", async () => {
    const { alice } = await makeClassFolder();
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    // Both graders have given the folder its group before either program reads it.
    const script = 'sleep 1; cat "$OWN/mine.txt"';
    const both = [gradeApart(alice, script, suite), gradeApart(alice, script, suite)];
    const outputs = await Promise.all(both.map((grader) => readAll(grader.stdout)));
    expect(outputs).toEqual(["alice's\n", "alice's\n"]);
  });

  test("a grader killed by SIGKILL leaves a student's folder its group only until another grader holds one", async () => {
    const { alice } = await makeClassFolder();
    const before = modeAndGroup(alice);
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    const killed = gradeApart(alice, "sleep 30", suite);
    await expect.poll(() => modeAndGroup(alice).gid, { timeout: 30_000 }).not.toBe(before.gid);
    killed.kill("SIGKILL");
    await once(killed, "exit");
    // Another root grader's first hold gives back what graders that are gone held.
    const other = await makeClassFolder();
    await readAll(gradeApart(other.alice, "true", suite).stdout);
    await expect.poll(() => modeAndGroup(alice), { timeout: 30_000 }).toEqual(before);
  });

  test("each folder's mode and group are given back when its runs end", async () => {
    const { alice, bob } = await makeClassFolder();
    const before = [modeAndGroup(alice), modeAndGroup(bob)];
    await gradeStudent(alice, bob, "");
    expect([modeAndGroup(alice), modeAndGroup(bob)]).toEqual(before);
  });
});
