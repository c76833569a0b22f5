import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

/** A build writing `count` files of 8 MB of zeros, and failing at the first it cannot write. */
const writeFiles = (count: number) =>
  `i=0; while [ $i -lt ${count} ]; do head -c 8000000 /dev/zero > f$i || exit 1; i=$((i+1)); done`;

const strictAsRoot = process.getuid?.() === 0 && detectIsolation().bwrapProblem === undefined;

// A strict build may write its student's folder, and the file limit bounds each file, not how many:
// a build writing file after file filled the disk `--out` is on, and the class stopped there, with
// the students copied meanwhile given a Compilation Error ("no space left") kept for the next run.
// Here `--out` is a tmpfs of 64 MB standing in for a small disk.
describe.runIf(strictAsRoot)("as root in strict mode, a build that writes file after file", () => {
  const disks: string[] = [];
  afterAll(() => {
    for (const disk of disks) spawnSync("umount", ["-l", disk]);
  });

  test("writes to a bounded folder of the student's own, and fills no one's disk", async () => {
    const { root, classArgs } = await makeEchoClass(["ana", "big", "flood", "zed"], {
      "subs/big/build.sh": writeFiles(12), // 96 MB: more than the disk, within the student's bound
      "subs/flood/build.sh": writeFiles(100), // 800 MB: past any bound
    });
    const disk = path.join(root, "disk");
    mkdirSync(disk);
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", disk]).status).toBe(0);
    disks.push(disk);
    const args = [...classArgs("disk/out"), "--build", "if [ -f build.sh ]; then sh build.sh; fi"];
    const io = makeIo([...args, "--sandbox", "strict", "--submission-limit", "1M"]);
    await runCli(io, { NO_COLOR: "1" });
    const log = io.text();
    for (const name of ["ana", "big", "zed"]) expect(log).toMatch(new RegExp(`✓ ${name} +1/1`));
    expect(log).toMatch(/✗ flood +0\/1 +Compilation Error: .*failed \(exit code 1\)/);
    expect(readFileSync(path.join(disk, "out/students/flood/report.json"), "utf8")).toContain(
      "No space left on device",
    );
  }, 120_000);

  test("a student's folder a killed class run left mounted is unmounted by the next, --out through a link", async () => {
    const { root, classArgs } = await makeEchoClass(["ana"]);
    const left = path.join(root, "out/.work/gone");
    mkdirSync(left, { recursive: true });
    writeFileSync(path.join(root, "out/.work/.made-by-games-grade"), "");
    const mounted = spawnSync("mount", ["-t", "tmpfs", "games-grade-student", left]);
    expect(mounted.status).toBe(0);
    disks.push(left);
    // Through a link, as `--out` may be: the mount table names the real path.
    symlinkSync(root, path.join(root, "via"));
    const io = makeIo([...classArgs("via/out"), "--sandbox", "strict"]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(readFileSync("/proc/self/mounts", "utf8")).not.toContain(left);
    expect(existsSync(path.join(root, "out/.work"))).toBe(false);
  });
});
