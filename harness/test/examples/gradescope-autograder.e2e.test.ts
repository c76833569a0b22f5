import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import type { GradescopeResults } from "../../src/report/render-gradescope.js";
import { makeSuite, programsDir } from "../helpers/suites.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const example = path.join(packageDir, "examples/gradescope");
const bin = path.join(packageDir, "bin/games-grade.js");
const hasJava = spawnSync("javac", ["-version"]).status === 0;

/**
 * Runs `run_autograder` as Gradescope does (from the root, the submission in `submission/`), with
 * the root and the grader command pointed at a temporary folder and this build; reads the results.
 */
async function runAutograder(root: string, graderArgs: readonly string[] = []) {
  const run = await execa(path.join(example, "run_autograder"), [], {
    cwd: root,
    reject: false,
    env: {
      AUTOGRADER_ROOT: root,
      GAMES_GRADE: [process.execPath, bin, ...graderArgs].join(" "),
      NO_COLOR: "1",
      CLASSPATH: undefined,
    },
  });
  const file = path.join(root, "results/results.json");
  const results = existsSync(file)
    ? (JSON.parse(await readFile(file, "utf8")) as GradescopeResults)
    : undefined;
  return { run, results };
}

const studentMain = () => readFile(path.join(programsDir, "java/Main.java"), "utf8");

// The test's Main.java prints each input line in capitals.
describe.skipIf(!hasJava)("the Gradescope example's run_autograder", () => {
  beforeAll(() => {
    if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
      execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
    }
  }, 60_000);

  test("compiles the submission and grades it on the zip's cases/: score, tests, diff, visibility", async () => {
    const root = await makeSuite({
      "submission/Main.java": await studentMain(),
      "source/cases/suite.json": JSON.stringify({
        points: 2,
        groups: { public: {}, secret: { visibility: "after_due_date" } },
        cases: {
          "*": { group: "public" },
          "secret-*": { group: "secret" },
          "secret-staff": { visibility: "hidden" },
          whisper: { description: "a whisper stays quiet" },
        },
      }),
      "source/cases/shout.in": "hello\nworld\n",
      "source/cases/shout.out": "HELLO\nWORLD\n",
      "source/cases/whisper.in": "quiet\n",
      "source/cases/whisper.out": "hush\n",
      "source/cases/secret-1.in": "x\n",
      "source/cases/secret-1.out": "X\n",
      "source/cases/secret-staff.in": "y\n",
      "source/cases/secret-staff.out": "not y\n",
    });
    const { run, results } = await runAutograder(root);
    expect(run.exitCode).toBe(0);
    expect(results?.score).toBe(4);
    expect(
      results?.tests.map((item) => [item.name, item.status, item.score, item.max_score]),
    ).toEqual([
      ["secret-1 (secret)", "passed", 2, 2],
      ["secret-staff (secret)", "failed", 0, 2],
      ["shout (public)", "passed", 2, 2],
      ["whisper (public)", "failed", 0, 2],
    ]);
    expect(results?.tests.map((item) => item.visibility)).toEqual([
      "after_due_date",
      "hidden",
      undefined,
      undefined,
    ]);
    const whisper = results?.tests[3]?.output ?? "";
    expect(whisper).toContain("Wrong Answer · 0/2");
    expect(whisper).toContain("checks: a whisper stays quiet");
    expect(whisper).toContain('first difference at line 1, column 1: expected "hush\\n"');
    expect(whisper).toContain("--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-hush\n+QUIET\n");
    expect(results?.output).toMatch(/^shown now: 2 cases: 1 Accepted, 1 Wrong Answer · score 2\/4/);
    expect(results?.output).toContain(
      "2 more cases: 1 shown after the due date, 1 shown only to the course staff",
    );
  }, 60_000);

  test("without cases/ grades the game's own cases, the spec group only", async () => {
    const root = await makeSuite({ "submission/Main.java": await studentMain() });
    const { run, results } = await runAutograder(root, ["--filter", "spec-example-1*"]);
    expect(run.exitCode).toBe(0);
    expect(results?.score).toBe(0);
    expect(results?.tests.length).toBeGreaterThan(0);
    for (const item of results?.tests ?? []) {
      expect(item).toMatchObject({ status: "failed", tags: ["spec"] });
      expect(item.name).toMatch(/^spec-example-1.* \(spec\)$/);
    }
  }, 60_000);

  test("grades a submission that does not compile: every case a Compilation Error, the compiler's message once on top", async () => {
    const root = await makeSuite({
      "submission/Main.java":
        "public class Main {\n  public static void main(String[] args) { int x = }\n}\n",
      "source/cases/a.in": "a\n",
      "source/cases/a.out": "A\n",
      "source/cases/b.in": "b\n",
      "source/cases/b.out": "B\n",
    });
    const { run, results } = await runAutograder(root);
    expect(run.exitCode).toBe(0);
    expect(results?.score).toBe(0);
    expect(results?.tests.map((item) => [item.name, item.status])).toEqual([
      ["a", "failed"],
      ["b", "failed"],
    ]);
    expect(results?.tests[0]?.output).toMatch(/^Compilation Error · 0\/1/);
    const output = results?.output ?? "";
    expect(output).toMatch(/^2 cases: 2 Compilation Error · score 0\/2/);
    expect(output).toContain(
      "\njavac failed (exit code 1): Main.java:2: error: illegal start of expression",
    );
    expect(output).toContain("\nthe compiler's output");
  }, 60_000);

  test("finds a main class in a package, as the class command does, and gives the class's verdicts", async () => {
    const main = (await studentMain()).replace(/^import/m, "package app;\n\nimport");
    const root = await makeSuite({
      "submission/project/src/app/Main.java": main,
      "source/cases/a.in": "hi\n",
      "source/cases/a.out": "HI\n",
      "source/cases/b.in": "yo\n",
      "source/cases/b.out": "no\n",
      "class/ana/project/src/app/Main.java": main,
    });
    const { run, results } = await runAutograder(root);
    expect(run.exitCode).toBe(0);
    expect(results?.tests.map((item) => [item.name, item.status])).toEqual([
      ["a", "passed"],
      ["b", "failed"],
    ]);
    const graded = await execa(
      process.execPath,
      [bin, "class", "class", "--suite", "source/cases", "--out", "grades"],
      { cwd: root, env: { NO_COLOR: "1" } },
    );
    expect(graded.stdout).toMatch(/✗ ana +1\/2 +1 Wrong Answer/);
    const csv = await readFile(path.join(root, "grades/scoreboard.csv"), "utf8");
    expect(csv.split("\r\n")[1]).toMatch(/^ana,,1,2,.*,AC,WA$/);
  }, 120_000);

  test("leaves no results.json when the grader itself fails, and exits with its status", async () => {
    const root = await makeSuite({
      "submission/Main.java": await studentMain(),
      "results/results.json": '{"score": 100}',
      "source/cases/suite.json": JSON.stringify({ cases: { a: { visibility: "later" } } }),
      "source/cases/a.in": "a\n",
      "source/cases/a.out": "A\n",
    });
    const { run, results } = await runAutograder(root);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`"cases.a.visibility" must be one of`);
    expect(results).toBeUndefined();
  }, 60_000);
});

describe.skipIf(!hasJava)("the Gradescope try-it block of docs/courses.md", () => {
  test("runs as written, from a copy of the repository's folder, and scores the sample in full", async () => {
    const courses = await readFile(path.join(packageDir, "docs/courses.md"), "utf8");
    const section = courses.slice(courses.indexOf("To try it before uploading"));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    const [install, ...lines] = block.trimEnd().split("\n");
    // The build is this checkout's own (above); the rest runs as a teacher would paste it, in a
    // folder standing for the repository's (its harness/ this one), with only PATH set.
    expect(install).toMatch(/^npx -y pnpm@[\d.]+ install && npx -y pnpm@[\d.]+ run build /);
    const repository = await makeSuite({});
    await symlink(packageDir, path.join(repository, "harness"));
    const run = await execa("bash", ["-euo", "pipefail", "-c", lines.join("\n")], {
      cwd: repository,
      reject: false,
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
      extendEnv: false,
    });
    expect(run.exitCode).toBe(0);
    const results = JSON.parse(
      await readFile(path.join(repository, "try/results/results.json"), "utf8"),
    ) as GradescopeResults;
    expect(results.score).toBe(4);
    expect(results.tests.map((item) => [item.name, item.status, item.visibility])).toEqual([
      ["secret-whisper (secret)", "passed", "after_due_date"],
      ["shout (public)", "passed", undefined],
    ]);
    expect(run.stdout).toContain(`"score": 4,`);
  }, 120_000);
});

describe("the Gradescope example's setup.sh", () => {
  test("is valid bash and pins the harness's version in one place", async () => {
    const setup = path.join(example, "setup.sh");
    expect(spawnSync("bash", ["-n", setup]).status).toBe(0);
    const text = await readFile(setup, "utf8");
    expect(text.match(/^HARNESS_VERSION="\d+\.\d+\.\d+"$/m)).not.toBeNull();
    expect(text).toContain(`npm install -g "@games/harness@\${HARNESS_VERSION}"`);
    expect(text.match(/\d+\.\d+\.\d+/g)).toHaveLength(1);
  });
});
