import { chmod, lstat, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseArgs } from "../../src/cli/parse-args.js";
import { runCli } from "../../src/cli/run-cli.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

const ECHO = "process.stdin.pipe(process.stdout);\n";
const canBox = detectIsolation().bwrapProblem === undefined;

async function gradeWithBuild(
  build: string,
  files: Record<string, string>,
  prepare: (dir: string) => Promise<void> = async () => {},
) {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "y\n", "b.out": "y\n" });
  const dir = await makeSuite(files);
  await prepare(dir);
  const program = `${process.execPath} ${path.join(dir, "prog.mjs")}`;
  const io = makeIo([suite, "--cwd", dir, "--build", build, "--cmd", program, "-v"]);
  const status = await runCli(io, { NO_COLOR: "1" });
  return { status, text: io.text(), errorText: io.errorText() };
}

/**
 * One case graded after `build` without a sandbox, with a JUnit report at `reportIn(dir)`, inside
 * the program's folder.
 */
async function gradeWithReport(build: string, reportIn: (dir: string) => string) {
  const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
  const dir = await makeSuite({ "prog.mjs": ECHO });
  const report = reportIn(dir);
  const program = `${process.execPath} ${path.join(dir, "prog.mjs")}`;
  // Without a sandbox, where the build writes the program's folder itself (a boxed one, a copy).
  const args = ["--cwd", dir, "--build", build, "--cmd", program, "-r", `junit=${report}`];
  args.push("--sandbox", "none");
  const io = makeIo([suite, ...args]);
  const status = await runCli(io, { NO_COLOR: "1" });
  return { status, text: io.text(), dir, report };
}

describe("--build", () => {
  test("runs before any case, and may write the program's folder (its copy)", async () => {
    const { status, text } = await gradeWithBuild("cp prog.src prog.mjs", { "prog.src": ECHO });
    expect(text).toContain("2 cases: 2 Accepted · score 2/2");
    expect(status).toBe(0);
  });

  // A build given the folder itself renamed the suite's folder away and put cases of its own in its
  // place (all Accepted), or planted a grader of its own in `node_modules` that root ran next.
  test("a boxed build writes a copy of the program's folder, which the cases run", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const dir = await makeSuite({ "prog.src": ECHO, "sub/keep.txt": "k\n" });
    const program = `${process.execPath} ${path.join(dir, "prog.mjs")}`;
    const build = "cp prog.src prog.mjs && rm -r sub && touch made.txt";
    const io = makeIo([suite, "--cwd", dir, "--build", build, "--cmd", program]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toContain("1 case: 1 Accepted · score 1/1");
    expect((await readdir(dir)).sort()).toEqual(["prog.src", "sub"]);
  });

  test.skipIf(!canBox)(
    "a boxed build cannot move the suite away and put cases of its own in its place",
    async () => {
      const dir = await makeSuite({ "a/tests/c.in": "x\n", "a/tests/c.out": "secret\n" });
      const build = "mv a b; mkdir -p a/tests; echo x > a/tests/c.in; echo mine > a/tests/c.out";
      const suite = path.join(dir, "a", "tests");
      const io = makeIo([suite, "--cwd", dir, "--build", build, "--cmd", "echo mine"]);
      expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
      expect(io.text()).toContain("1 case: 1 Wrong Answer");
      expect(await readFile(path.join(suite, "c.out"), "utf8")).toBe("secret\n");
      expect(await readdir(dir)).toEqual(["a"]);
    },
  );

  // suite.json's command named the program by its path in the folder: the copy's was never looked at.
  test("reads suite.json's command's paths into the folder in the copy", async () => {
    const dir = await makeSuite({ "prog.src": ECHO });
    const command = `${process.execPath} ${path.join(dir, "prog.mjs")}`;
    const suite = await makeSuite({
      "a.in": "x\n",
      "a.out": "x\n",
      "suite.json": JSON.stringify({ command }),
    });
    const io = makeIo([suite, "--cwd", dir, "--build", "cp prog.src prog.mjs"]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toContain("1 case: 1 Accepted");
  });

  // The copy's limits are the grading's: a course folder too large was every case's Compilation Error.
  test("a folder too large to copy is a one-line error naming it", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 10_001 }, (_, index) => [`many/f${index}`, ""]),
    );
    const dir = await makeSuite(files);
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const io = makeIo([suite, "--cwd", dir, "--build", "true", "--cmd", "cat"]);
    await expect(runCli(io, { NO_COLOR: "1" })).rejects.toThrow(
      `cannot copy the program's folder ${dir} for its build: it holds more than 10000 files (the limit); give --cwd the program's own folder`,
    );
  }, 60_000);

  // Run as you with no box (here, no sandbox at all), a build could rewrite the expected outputs
  // before the suite was read: every case Accepted.
  test("a build that changes the suite stops the grading, nothing graded", async () => {
    const dir = await makeSuite({ "tests/c.in": "x\n", "tests/c.out": "secret\n" });
    const suite = path.join(dir, "tests");
    const args = ["--cwd", dir, "--build", "echo mine > tests/c.out", "--cmd", "echo mine"];
    const io = makeIo([suite, ...args, "--sandbox", "none"]);
    await expect(runCli(io, { NO_COLOR: "1" })).rejects.toThrow(
      `the suite ${suite} changed while the program's build ran: nothing graded (restore the suite, and grade in a sandbox that keeps the build from it)`,
    );
    expect(io.text()).not.toContain("Accepted");
  });

  // A case linked to a shared file, changed through the link, passed the check on the link's text.
  test("a build that changes a case through its link stops the grading", async () => {
    const dir = await makeSuite({ "shared/c.out": "secret\n", "tests/c.in": "x\n" });
    await symlink(path.join(dir, "shared", "c.out"), path.join(dir, "tests", "c.out"));
    const args = ["--cwd", dir, "--build", "echo mine > shared/c.out", "--cmd", "echo mine"];
    const io = makeIo([path.join(dir, "tests"), ...args, "--sandbox", "none"]);
    await expect(runCli(io, { NO_COLOR: "1" })).rejects.toThrow(
      /changed while the program's build ran/,
    );
  });

  // The data files (boards) are copied into every run: the check lost them when it kept to cases.
  test("a build that changes a data file of the suite stops the grading", async () => {
    const dir = await makeSuite({
      "tests/c.in": "x\n",
      "tests/c.out": "x\n",
      "tests/suite.json": JSON.stringify({ files: ["boards"] }),
      "tests/boards/b.txt": "board\n",
    });
    const args = ["--cwd", dir, "--build", "echo evil > tests/boards/b.txt", "--cmd", "cat"];
    const io = makeIo([path.join(dir, "tests"), ...args, "--sandbox", "none"]);
    await expect(runCli(io, { NO_COLOR: "1" })).rejects.toThrow(
      /changed while the program's build ran/,
    );
  });

  // The check reads what the grading reads: a program built beside its cases is no change to them.
  test("a build that writes beside the cases is graded", async () => {
    const dir = await makeSuite({ "c.in": "x\n", "c.out": "x\n", "prog.src": ECHO });
    const program = `${process.execPath} prog.mjs`;
    const build = "cp prog.src prog.mjs && echo {} > package-lock.json";
    const args = ["--cwd", dir, "--build", build, "--cmd", program];
    const io = makeIo([dir, ...args, "--sandbox", "none"]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
  });

  test("a program kept among its cases is a one-line error where its build would see none of it", async () => {
    const dir = await makeSuite({ "c.in": "x\n", "c.out": "x\n", "Main.java": "class Main {}\n" });
    const io = makeIo([dir, "--cwd", dir, "--build", "javac Main.java", "--cmd", "java Main"]);
    await expect(runCli(io, { NO_COLOR: "1" })).rejects.toThrow(
      `the program's folder ${dir} lies in ${dir}, which its build may not see (the suite, or a report's): keep the program apart from the cases`,
    );
  });

  test("a build that fails is a Compilation Error in every case, never running an old program", async () => {
    const { status, text } = await gradeWithBuild(
      "echo 'Main.java:1: error: class expected' >&2; exit 1",
      { "prog.mjs": ECHO },
    );
    expect(status).toBe(1);
    expect(text).toContain("2 cases: 2 Compilation Error · score 0/2");
    expect(text).toContain("failed (exit code 1): Main.java:1: error: class expected");
  });

  // The program is shown what its command names, links followed: a build's link would show it a
  // file outside (the autograder's reference solution). The folder's own links are its owner's.
  test("a build that links the program to a file outside its folder is a Compilation Error", async () => {
    const outside = await makeSuite({ "solution.mjs": ECHO });
    const target = path.join(outside, "solution.mjs");
    const { status, text } = await gradeWithBuild(`rm prog.mjs; ln -s ${target} prog.mjs`, {
      "prog.mjs": "",
    });
    expect(status).toBe(1);
    expect(text).toContain("2 cases: 2 Compilation Error · score 0/2");
    expect(text).toContain(
      `the build made a link that leads outside the program's folder, or to nothing: prog.mjs -> ${target}`,
    );
  });

  // A report named in the program's folder is written there after the build: a link the build
  // planted at its path had the grader (as root) write the report, lines of the build's output
  // included, to any file it pointed at.
  test.each([
    ["fails", "exit 1"],
    ["succeeds", "true"],
  ])("a build that %s leaves no link out for a report to be written through", async (_, end) => {
    const outside = await makeSuite({ "keys.txt": "mine\n" });
    const target = path.join(outside, "keys.txt");
    const build = `ln -s ${target} report.xml; echo planted-line; ${end}`;
    const { status, text, report } = await gradeWithReport(build, (dir) =>
      path.join(dir, "report.xml"),
    );
    expect(status).toBe(1);
    expect(text).toContain(
      `the build made a link where a report is to be written: report.xml -> ${target}`,
    );
    expect(await readFile(target, "utf8")).toBe("mine\n");
    expect((await lstat(report)).isFile()).toBe(true);
  });

  // A link into the system's folders passed the walk's check (a venv's link to python does so);
  // at a report's path, the grader wrote its report through it, as root: into /etc/environment.
  test.runIf(process.getuid?.() === 0)(
    "a build's link at or above a report's path is removed, wherever it leads",
    async () => {
      const system = await mkdtemp("/opt/games-grade-test-");
      try {
        await chmod(system, 0o755);
        const { status, text, dir } = await gradeWithReport(`ln -s ${system} reports`, (folder) =>
          path.join(folder, "reports", "junit.xml"),
        );
        expect(status).toBe(1);
        expect(text).toContain(
          `the build made a link where a report is to be written: reports -> ${system}`,
        );
        expect(await readdir(system)).toEqual([]);
        expect((await lstat(path.join(dir, "reports"))).isDirectory()).toBe(true);
      } finally {
        await rm(system, { recursive: true, force: true });
      }
    },
  );

  // The grader writes a report into a named pipe in place, as a shell's `>` would: one the build
  // made, which nothing reads, held the grader for ever (the test fails by its timeout before).
  test("a named pipe a build makes at a report's path is removed, and the report written", async () => {
    const { status, text, report } = await gradeWithReport("mkfifo report.xml", (dir) =>
      path.join(dir, "report.xml"),
    );
    expect(status).toBe(1);
    expect(text).toContain(
      "the build made a named pipe, socket or device where a report is to be written: report.xml",
    );
    expect((await lstat(report)).isFile()).toBe(true);
  }, 30_000);

  test("a link the program's folder had before its build is its owner's, and kept", async () => {
    const outside = await makeSuite({ "solution.mjs": ECHO });
    const { status, text } = await gradeWithBuild("true", {}, (dir) =>
      symlink(path.join(outside, "solution.mjs"), path.join(dir, "prog.mjs")),
    );
    expect(text).toContain("2 cases: 2 Accepted · score 2/2");
    expect(status).toBe(0);
  });

  test.skipIf(!canBox)(
    "a build that fails on a folder outside the program's says the sandbox cannot see it",
    async () => {
      const root = await makeSuite({ "prog/.keep": "", "lib/prog.src": ECHO });
      const suite = await makeSuite({
        "a.in": "x\n",
        "a.out": "x\n",
        "b.in": "y\n",
        "b.out": "y\n",
      });
      const program = `${process.execPath} prog.mjs`;
      const build = "cp ../lib/prog.src prog.mjs";
      const io = makeIo([
        suite,
        "--cwd",
        path.join(root, "prog"),
        "--build",
        build,
        "--cmd",
        program,
      ]);
      expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
      // cp's own message is in the machine's language: only its start and the harness's words.
      expect(io.text()).toContain(
        "✗ the build failed: cp ../lib/prog.src prog.mjs failed (exit code 1): ",
      );
      expect(io.text()).toContain(
        "; the build's sandbox shows only the program's folder and the system's, not ../lib/prog.src\n",
      );
      expect(io.text()).not.toContain("Check --cmd and --cwd");
    },
    60_000,
  );

  test("--build java is the harness's own Java build, which finds the program: no --cmd", () => {
    expect(parseArgs(["s", "--build", "java"])).toMatchObject({
      options: { build: { kind: "java", timeLimitMs: 60_000 } },
    });
    expect(parseArgs(["s", "--build", "make", "--cmd", "./main"])).toMatchObject({
      options: { build: { kind: "command", command: "make" } },
    });
    expect(() => parseArgs(["s", "--build", "java", "--cmd", "java Main"])).toThrow(
      "--build java finds the main class and runs it: leave out --cmd",
    );
  });

  test("--build-time-limit without --build is a usage error", () => {
    expect(() => parseArgs(["s", "--build-time-limit", "5"])).toThrow(
      "--build-time-limit needs --build",
    );
  });
});
