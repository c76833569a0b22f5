import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  bin,
  decode,
  ensureBuilt,
  hasJava,
  makeRepository,
  packageDir,
  runStep,
} from "../helpers/action-step.js";
import { readStepWith, readYamlBlock } from "../helpers/read-workflow.js";

// The "Use it in your course" blocks of docs/courses.md, run as a teacher would copy them (with the
// checkout's built harness in place of npx).

beforeAll(ensureBuilt);

describe("the course blocks of docs/courses.md", () => {
  const courses = readFileSync(path.join(packageDir, "docs/courses.md"), "utf8");

  test.skipIf(!hasJava)(
    "on your own machine: the class command grades a folder of Java submissions",
    async () => {
      const heading = "\n## On your own machine: a whole class\n";
      const block = /```sh\n([^\n]*)\n```/.exec(courses.slice(courses.indexOf(heading)))?.[1] ?? "";
      const [command, ...args] = block.split(" ");
      expect(command).toBe("games-grade");
      const folder = await makeRepository();
      const student = path.join(folder, "submissions/shouter");
      mkdirSync(student, { recursive: true });
      copyFileSync(
        path.join(packageDir, "test/programs/java/Main.java"),
        path.join(student, "Main.java"),
      );
      const run = spawnSync(process.execPath, [bin, ...args], {
        cwd: folder,
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
      });
      // A program that shouts every line is no goose: graded, with no case accepted.
      expect(run.stdout).toMatch(/✗ shouter\s+0\/\d+/);
      const scoreboard = readFileSync(path.join(folder, "results/scoreboard.csv"), "utf8");
      expect(scoreboard.split("\n")[1]).toMatch(/^shouter,/);
    },
    120_000,
  );
  const example = readFileSync(
    path.join(packageDir, "examples/classroom/.github/workflows/classroom.yml"),
    "utf8",
  );

  test("GitHub Classroom: the block is the example workflow, wired as the reporter needs", () => {
    expect(readYamlBlock(courses, "## GitHub Classroom")).toBe(example);
    // Classroom reads points only from this workflow and job name.
    expect(example).toMatch(/^name: Autograding Tests$/m);
    expect(example).toMatch(/^jobs:\n {2}run-autograding-tests:$/m);
    // The reporter reads `<RUNNER>_RESULTS` for each runner, the runner being our step's id.
    const id = /^ {8}id: (\w+)$/m.exec(example)?.[1] ?? "";
    expect(example).toMatch(new RegExp(`^ {10}runners: ${id}$`, "m"));
    expect(example).toContain(`${id.toUpperCase()}_RESULTS: \${{ steps.${id}.outputs.result }}`);
    // The action lives in the repository the root package.json names, the one place it is set.
    const root = JSON.parse(readFileSync(path.join(packageDir, "../package.json"), "utf8"));
    const repository = /github\.com\/([^/]+\/[^/.]+)/.exec(root.repository.url)?.[1];
    expect(example).toContain(`uses: ${repository}/harness@`);
    const inputs = readStepWith(example, "/harness@");
    const declared = readFileSync(path.join(packageDir, "action.yml"), "utf8");
    for (const name of Object.keys(inputs))
      expect(declared).toMatch(new RegExp(`^ {2}${name}:$`, "m"));
  });

  test.skipIf(!hasJava)(
    "GitHub Classroom: the example's step builds and grades a Java program",
    async () => {
      const repository = await makeRepository();
      // A program that shouts every line is no goose: every case of the game is a Wrong Answer.
      const step = await runStep(repository, readStepWith(example, "/harness@"));
      // Compiled into a private folder: the student's files are left as they are.
      expect(existsSync(path.join(repository, "Main.class"))).toBe(false);
      expect(step.status).toBe(1);
      const result = decode(step.outputs.result);
      expect(result.status).toBe("fail");
      expect(result.max_score).toBeGreaterThan(10);
      expect(result.tests.every((item: { score: number }) => item.score === 0)).toBe(true);
      expect(step.outputs["max-score"]).toBe(String(result.max_score));
    },
    120_000,
  );

  test.skipIf(!hasJava)(
    "GitHub Classroom: a build that fails is an error in every case, scored 0",
    async () => {
      const repository = await makeRepository();
      writeFileSync(
        path.join(repository, "Main.java"),
        "public class Main {\n  public static void main(String[] args) {\n",
      );
      const step = await runStep(repository, {
        ...readStepWith(example, "/harness@"),
        game: "",
        suite: "tests",
      });
      expect(step.status).toBe(1);
      const result = decode(step.outputs.result);
      expect(result).toMatchObject({ status: "error", max_score: 5 });
      expect(result.tests[0].message).toMatch(
        /^Compilation Error: javac failed \(exit code 1\): Main\.java:2: error: /,
      );
      expect(step.outputs.score).toBe("0");
    },
    60_000,
  );

  test.skipIf(!hasJava)(
    "Plain CI: the workflow's step grades the repository's own suite and writes its reports",
    async () => {
      const repository = await makeRepository();
      const inputs = readStepWith(
        readYamlBlock(courses, "## Plain CI (any workflow)"),
        "/harness@",
      );
      const step = await runStep(repository, inputs);
      expect(step.status).toBe(0);
      expect(step.outputs).toMatchObject({ score: "5", "max-score": "5" });
      expect(readFileSync(path.join(repository, "reports/junit.xml"), "utf8")).toContain(
        'tests="2" failures="0" errors="0"',
      );
      expect(existsSync(path.join(repository, "reports/grade.html"))).toBe(true);
      expect(step.summary).toContain("**score 5/5**");
    },
    60_000,
  );

  test.skipIf(!hasJava)(
    "Plain CI: the one-line command for any other CI, with the built harness for npx",
    async () => {
      const repository = await makeRepository();
      const block =
        /## Plain CI \(any workflow\)[\s\S]*?```sh\n(npx -y @games\/harness .*)\n```/.exec(courses);
      const command = (block?.[1] ?? "").replace(
        "npx -y @games/harness",
        `"${process.execPath}" "${bin}"`,
      );
      expect(command).toContain(bin);
      const run = spawnSync("sh", ["-c", command], {
        cwd: repository,
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
      });
      expect(run.stdout).toContain("2 cases: 2 Accepted · score 5/5");
      expect(run.status).toBe(0);
      expect(readFileSync(path.join(repository, "reports/junit.xml"), "utf8")).toContain(
        'tests="2"',
      );
    },
    60_000,
  );
});
