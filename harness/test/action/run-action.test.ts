import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { INPUT_VARIABLES, readOwnVersion } from "../../action/run-action.mjs";
import { readStepWith, readYamlBlock } from "../helpers/read-workflow.js";
import { makeSuite, nodeProgram, programsDir } from "../helpers/suites.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const script = path.join(packageDir, "action/run-action.mjs");
const bin = path.join(packageDir, "bin/games-grade.js");
const hasJava = spawnSync("javac", ["-version"]).status === 0;

beforeAll(() => {
  if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
    execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
  }
});

/** The inputs' defaults in action.yml, which GitHub fills in for those a workflow leaves out. */
const ACTION_DEFAULTS: Record<string, string> = Object.fromEntries(
  [
    ...readFileSync(path.join(packageDir, "action.yml"), "utf8").matchAll(
      /^ {2}([a-z-]+):\n(?: {4}\w+: .*\n)*? {4}default: (.*)$/gm,
    ),
  ].map(([, name = "", value = ""]) => [name, value.replace(/^"(.*)"$/, "$1")]),
);

/** A repository the way a student's looks: Main.java and, for a suite of its own, tests/. */
async function makeRepository(): Promise<string> {
  const repository = await makeSuite({
    "tests/shout.in": "hello\n",
    "tests/shout.out": "HELLO\n",
    "tests/suite.json": JSON.stringify({ cases: { shout: { points: 4 } } }),
    "tests/whisper.in": "quiet\n",
    "tests/whisper.out": "QUIET\n",
  });
  copyFileSync(path.join(programsDir, "java/Main.java"), path.join(repository, "Main.java"));
  return repository;
}

/**
 * Runs the action's script as its step does: inputs as INPUT_* variables, fake $GITHUB_OUTPUT and
 * $GITHUB_STEP_SUMMARY files, and the checkout's built games-grade in place of npx.
 */
async function runStep(repository: string, inputs: Record<string, string>) {
  const files = await makeSuite({ "output.txt": "", "summary.md": "" });
  const output = path.join(files, "output.txt");
  const summary = path.join(files, "summary.md");
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", NO_COLOR: "1" };
  for (const [name, value] of Object.entries({ ...ACTION_DEFAULTS, ...inputs })) {
    env[`INPUT_${name.toUpperCase().replaceAll("-", "_")}`] = value;
  }
  const run = spawnSync(process.execPath, [script], {
    cwd: repository,
    encoding: "utf8",
    env: {
      ...env,
      GITHUB_ACTIONS: "true",
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: files,
      GAMES_GRADE_BIN: bin,
    },
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    outputs: readOutputs(readFileSync(output, "utf8")),
    summary: readFileSync(summary, "utf8"),
  };
}

function readOutputs(text: string): Record<string, string> {
  const lines = text.split("\n").filter((line) => line !== "");
  return Object.fromEntries(
    lines.map((line) => [line.split("=")[0], line.slice(line.indexOf("=") + 1)]),
  );
}

const decode = (encoded = "") => JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));

describe("the action's script", () => {
  test("a program that passes every case: exit 0, the score outputs, a passing Classroom result", async () => {
    const repository = await makeRepository();
    const step = await runStep(repository, {
      suite: "tests",
      cmd: nodeProgram("shout.mjs"),
      reporters: "github classroom",
    });
    expect(step.stderr).toBe("");
    expect(step.status).toBe(0);
    expect(step.outputs).toMatchObject({ score: "5", "max-score": "5" });
    expect(decode(step.outputs.result)).toMatchObject({
      version: 1,
      status: "pass",
      max_score: 5,
      tests: [
        { name: "shout", status: "pass", score: 4 },
        { name: "whisper", status: "pass", score: 1 },
      ],
    });
    expect(step.summary).toContain("**score 5/5** · 2 cases");
  });

  test("a program that fails a case: exit 1, its annotation, summary and a failing result", async () => {
    const repository = await makeRepository();
    const step = await runStep(repository, {
      suite: "tests",
      cmd: nodeProgram("echo-input.mjs"),
      "time-limit": "2s",
    });
    expect(step.status).toBe(1);
    expect(step.stdout).toContain("::error file=tests/shout.out,title=Presentation Error::shout: ");
    expect(step.outputs).toMatchObject({ score: "0", "max-score": "5" });
    const result = decode(step.outputs.result);
    expect(result).toMatchObject({ status: "fail", max_score: 5 });
    expect(result.tests[0]).toMatchObject({
      name: "shout",
      status: "fail",
      score: 0,
      message:
        'Presentation Error: first difference at line 1, column 1: expected "HELLO\\n", got "hello\\n"',
      filename: "tests/shout.out",
    });
    expect(step.summary).toContain("#### Not accepted (2)");
  });

  test("without suite or game: one line on stderr and exit 2, before running anything", async () => {
    const step = await runStep(await makeRepository(), { cmd: "java Main" });
    expect(step.status).toBe(2);
    expect(step.stderr).toBe(
      "games-grade action: give the input suite (a folder of cases) or game\n",
    );
    expect(step.outputs).toEqual({});
  });

  test("installs the harness of its own version with npx, unless told another", async () => {
    const { harnessCommand } = await import("../../action/run-action.mjs");
    const version = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")).version;
    expect(readOwnVersion()).toBe(version);
    expect(harnessCommand({}, ["tests"])).toEqual([
      "npx",
      ["--yes", `@games/harness@${version}`, "tests"],
    ]);
    expect(harnessCommand({ INPUT_HARNESS_VERSION: "9.9.9" }, [])[1]).toEqual([
      "--yes",
      "@games/harness@9.9.9",
    ]);
  });
});

describe("action.yml", () => {
  const action = readFileSync(path.join(packageDir, "action.yml"), "utf8");
  const inputsBlock = action.slice(action.indexOf("\ninputs:\n"), action.indexOf("\noutputs:\n"));

  test("declares every input the script reads and passes each to it as a variable", () => {
    const inputs = [...inputsBlock.matchAll(/^ {2}([a-z-]+):\n {4}description:/gm)].map(
      ([, name]) => name,
    );
    const passed = [...action.matchAll(/^ {8}(INPUT_[A-Z_]+): \$\{\{ inputs\.([a-z-]+) \}\}$/gm)];
    expect(passed.map(([, variable]) => variable).sort()).toEqual([...INPUT_VARIABLES].sort());
    for (const [, variable = "", input = ""] of passed) {
      expect(inputs).toContain(input);
      expect(variable).toBe(`INPUT_${input.toUpperCase().replaceAll("-", "_")}`);
    }
    // working-directory is the step's own, not the script's.
    expect(inputs.filter((name) => !passed.some(([, , input]) => input === name))).toEqual([
      "working-directory",
    ]);
    expect(action).toMatch(/\n {6}working-directory: \$\{\{ inputs\.working-directory \}\}\n/);
    expect(action).toContain('run: node "$GITHUB_ACTION_PATH/action/run-action.mjs"');
  });

  test("maps the outputs result, score and max-score to the step's", () => {
    for (const name of ["result", "score", "max-score"]) {
      expect(action).toMatch(
        new RegExp(
          `\\n {2}${name}:\\n {4}description: .+\\n {4}value: \\$\\{\\{ steps\\.grade\\.outputs\\.${name} \\}\\}\\n`,
        ),
      );
    }
  });
});

describe("the harness README's course blocks", () => {
  const readme = readFileSync(path.join(packageDir, "README.md"), "utf8");
  const example = readFileSync(
    path.join(packageDir, "examples/classroom/.github/workflows/classroom.yml"),
    "utf8",
  );

  test("GitHub Classroom: the block is the example workflow, wired as the reporter needs", () => {
    expect(readYamlBlock(readme, "### GitHub Classroom")).toBe(example);
    // Classroom reads points only from this workflow and job name.
    expect(example).toMatch(/^name: Autograding Tests$/m);
    expect(example).toMatch(/^jobs:\n {2}run-autograding-tests:$/m);
    // The reporter reads `<RUNNER>_RESULTS` for each runner, the runner being our step's id.
    const id = /^ {8}id: (\w+)$/m.exec(example)?.[1] ?? "";
    expect(example).toMatch(new RegExp(`^ {10}runners: ${id}$`, "m"));
    expect(example).toContain(`${id.toUpperCase()}_RESULTS: \${{ steps.${id}.outputs.result }}`);
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
      expect(existsSync(path.join(repository, "Main.class"))).toBe(true);
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
      writeFileSync(path.join(repository, "Main.java"), "public class Main {\n");
      const step = await runStep(repository, {
        ...readStepWith(example, "/harness@"),
        game: "",
        suite: "tests",
      });
      expect(step.status).toBe(1);
      const result = decode(step.outputs.result);
      expect(result).toMatchObject({ status: "error", max_score: 5 });
      expect(result.tests[0].message).toMatch(
        /^Compilation Error: javac \*\.java failed \(exit code 1\): Main\.java:1: error: /,
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
        readYamlBlock(readme, "### Plain CI (any workflow)"),
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
        /### Plain CI \(any workflow\)[\s\S]*?```sh\n(npx -y @games\/harness .*)\n```/.exec(readme);
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
