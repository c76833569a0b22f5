import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import {
  type ProgramFolderKind,
  planProgramSandbox,
} from "../../src/sandbox/plan-program-sandbox.js";
import type { SandboxMode } from "../../src/sandbox/sandbox-plan.js";

let scratch = "";

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A package laid out as ours are: a named manifest, and bin/ whose own package.json sets the type. */
function makeGamePackage(): { root: string; bin: string } {
  scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
  const root = path.join(scratch, "game");
  mkdirSync(path.join(root, "bin"), { recursive: true });
  mkdirSync(path.join(root, "dist"));
  writeFileSync(path.join(root, "package.json"), '{ "name": "@games/toy" }\n');
  writeFileSync(path.join(root, "bin", "package.json"), '{ "type": "commonjs" }\n');
  writeFileSync(path.join(root, "bin", "toy.js"), 'require("../dist/cli.cjs");\n');
  return { root, bin: path.join(root, "bin", "toy.js") };
}

describe("planProgramSandbox", () => {
  /** The plan for `cat` in an empty folder of its own, in `mode`. */
  const planCat = (mode: SandboxMode) => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    return planProgramSandbox({
      mode,
      program: { file: "/usr/bin/cat", args: [], display: "cat" },
      programFolder: scratch,
      hidden: [],
      files: [],
      hostEnv: {},
    });
  };

  test.runIf(detectIsolation().bwrapProblem === undefined)(
    "gives a strict box bwrap by its path, found once (by name, each run would search PATH again)",
    () => {
      const { plan } = planCat("strict");
      expect(plan.mode).toBe("strict");
      expect(plan.bwrap).toMatch(/^\/.*\/bwrap$/);
    },
  );

  // As root a basic run's box user is still timed (test/sandbox/process-limit-without-cgroup).
  test.runIf(process.getuid?.() !== 0 && detectIsolation().cgroup === undefined)(
    "warns, in basic mode as your user with no cgroup, that a process out of the tree is not timed",
    () => {
      const { warning } = planCat("basic");
      expect(warning).toContain(
        "no writable cgroup: memory and process limits are not enforced, and a process that leaves the program's process tree is not timed",
      );
    },
  );

  // Its folder was shown: all of /tmp read-only over the box's own, or, on a machine whose /tmp held
  // 200,000 files, a refusal to search them all for copies of the cases.
  test("shows a file the command names directly in /tmp alone, not /tmp", () => {
    const file = `/tmp/games-grade-plan-${process.pid}.txt`;
    writeFileSync(file, "data\n");
    try {
      const { plan } = planProgramSandbox({
        mode: "none",
        program: { file: "/usr/bin/cat", args: [file], display: "cat" },
        programFolder: "/tmp",
        folderKind: "implied",
        hidden: [],
        files: [],
        hostEnv: {},
      });
      expect(plan.visible).toEqual([file]);
    } finally {
      rmSync(file, { force: true });
    }
  });

  /** A strict plan for `cat` in a folder of `count` files that also holds the suite. */
  const planCrowded = (count: number) => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    const suite = path.join(scratch, "tests");
    mkdirSync(suite);
    writeFileSync(path.join(suite, "a.out"), "the answer\n");
    for (let index = 0; index < count; index++) writeFileSync(path.join(scratch, `f${index}`), "");
    return planProgramSandbox({
      mode: "strict",
      program: { file: "/usr/bin/cat", args: [], display: "cat" },
      programFolder: scratch,
      hidden: [suite],
      files: [],
      hostEnv: {},
    });
  };

  test.runIf(detectIsolation().bwrapProblem === undefined)(
    "warns when the program's folder, which holds the suite, takes a mount per entry in every box",
    () => {
      expect(planCrowded(150).warning).toContain(
        `every box binds 150 paths one by one: ${scratch} holds a hidden path`,
      );
    },
  );

  test.runIf(detectIsolation().bwrapProblem === undefined)(
    "says nothing of mounts for a folder of a few entries beside the suite",
    () => {
      expect(planCrowded(20).warning ?? "").not.toContain("binds");
    },
  );

  // The system's folders are bound whole in every box; a hidden path in them is covered. A
  // reference named as `env /bin/sh ref.sh` named /bin (and /usr/bin) too: every program there gone.
  test.runIf(detectIsolation().bwrapProblem === undefined)(
    "hides the folder of a reference's script, never a system folder its command names",
    () => {
      const { root } = makeGamePackage();
      const reference = path.join(root, "ref.sh");
      writeFileSync(reference, "cat\n");
      const { plan } = planProgramSandbox({
        mode: "strict",
        program: { file: "/usr/bin/cat", args: [], display: "cat" },
        reference: { file: "/usr/bin/env", args: ["/bin/sh", reference], display: "ref" },
        programFolder: scratch,
        hidden: [],
        files: [],
        hostEnv: {},
      });
      expect(plan.hidden).toContain(root);
      expect(plan.hidden.filter((entry) => /^\/(usr\/)?s?bin$/.test(entry))).toEqual([]);
    },
  );

  test("shows the whole package of a script whose folder only sets the module type", () => {
    const { root, bin } = makeGamePackage();
    const { plan } = planProgramSandbox({
      mode: "none",
      program: { file: process.execPath, args: [bin], display: `node ${bin}` },
      programFolder: scratch,
      hidden: [],
      files: [],
      hostEnv: {},
    });
    expect(plan.visible).toContain(root);
    expect(plan.visible).not.toContain(path.join(root, "bin"));
  });

  test("binds nothing from /proc or /dev, which every box has its own of", () => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    const { plan } = planProgramSandbox({
      mode: "none",
      program: {
        file: "/usr/bin/cat",
        args: ["/proc/self/mountinfo", "/dev/null"],
        display: "cat /proc/self/mountinfo /dev/null",
      },
      programFolder: scratch,
      hidden: [],
      files: [],
      hostEnv: {},
    });
    expect(plan.visible).toEqual([scratch]);
  });

  // A build's link to the grader's descriptor: followed, a path no one could stat, which stopped
  // the whole class (an internal error).
  test("binds nothing a file links to in /proc or /dev, and ends no grading over it", () => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    const link = path.join(scratch, "main.py");
    symlinkSync("/proc/self/fd/0", link);
    const { plan } = planProgramSandbox({
      mode: "none",
      program: { file: "/usr/bin/python3", args: [link], display: "python3 main.py" },
      programFolder: scratch,
      hidden: [],
      files: [],
      hostEnv: {},
    });
    expect(plan.visible.filter((entry) => /^\/(proc|dev)(\/|$)/.test(entry))).toEqual([]);
  });

  const plan = (file: string, programFolder: string) =>
    planProgramSandbox({
      mode: "none",
      program: { file, args: [], display: file },
      programFolder,
      hidden: [],
      files: [],
      hostEnv: {},
    }).plan;

  test("shows a program run through a link (npm's bin) with the link's folder and its target's package", () => {
    const { root, bin } = makeGamePackage();
    const links = path.join(scratch, "prefix", "bin");
    mkdirSync(links, { recursive: true });
    chmodSync(bin, 0o755);
    symlinkSync(bin, path.join(links, "toy"));
    const visible = plan(path.join(links, "toy"), path.join(scratch, "elsewhere")).visible;
    expect(visible).toContain(links);
    expect(visible).toContain(root);
  });

  test("shows the current folder, when not given, only to a command that names no file of its own", () => {
    const { root, bin } = makeGamePackage();
    const here = path.join(scratch, "here");
    const planned = (args: string[]) =>
      planProgramSandbox({
        mode: "none",
        program: { file: "/usr/bin/java", args, display: "java" },
        programFolder: here,
        folderKind: "implied",
        hidden: [],
        files: [],
        hostEnv: {},
      }).plan.visible;
    expect(planned(["Main"])).toEqual([here]);
    expect(planned([bin])).toEqual([root]);
  });

  test("shows a script in a class's student folder that folder, not a package above it (a course's repository)", () => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    // A course's repository, an npm package, with a reference solution and a class's work folder.
    writeFileSync(path.join(scratch, "package.json"), '{ "name": "course" }\n');
    mkdirSync(path.join(scratch, "solution"));
    writeFileSync(path.join(scratch, "solution", "main.py"), "# the teacher's answers\n");
    const alice = path.join(scratch, "grades", ".work", "alice");
    mkdirSync(alice, { recursive: true });
    const script = path.join(alice, "main.py");
    writeFileSync(script, "print('hi')\n");
    const planned = (folderKind: ProgramFolderKind) =>
      planProgramSandbox({
        mode: "none",
        program: { file: "/usr/bin/python3", args: [script], display: "python3 main.py" },
        programFolder: alice,
        folderKind,
        hidden: [],
        files: [],
        hostEnv: {},
      }).plan.visible;
    expect(planned("whole-program")).toEqual([alice]);
    // A given `--cwd` in a project (whose `node_modules` a script there loads): with its package.
    expect(planned("given")).toEqual([alice, scratch]);
    // Not given (the current folder), a script is shown with its package, as npm's are.
    expect(planned("implied")).toEqual([scratch]);
  });

  test("shows a runtime's whole install (its bin/'s parent), but only a student's own folder", () => {
    scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
    const java = path.join(scratch, "jdk-17", "bin", "java");
    const main = path.join(scratch, "class", "alice", "main");
    for (const file of [java, main]) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, "#!/bin/sh\n", { mode: 0o755 });
    }
    expect(plan(java, scratch).visible).toContain(path.join(scratch, "jdk-17"));
    const student = plan(main, path.join(scratch, "class", "alice")).visible;
    expect(student).not.toContain(path.join(scratch, "class"));
  });
});
