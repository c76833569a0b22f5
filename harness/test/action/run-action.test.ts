import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { INPUT_VARIABLES, locateCommand, readOwnVersion } from "../../action/run-action.mjs";
import {
  decode,
  ensureBuilt,
  makeRepository,
  packageDir,
  runStep,
} from "../helpers/action-step.js";
import { nodeProgram } from "../helpers/suites.js";

beforeAll(ensureBuilt);

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
    const version = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")).version;
    expect(readOwnVersion()).toBe(version);
    const locate = ["--call", "command -v games-grade"];
    expect(locateCommand({})).toEqual([
      "npx",
      ["--yes", "--package", `@games/harness@${version}`, ...locate],
    ]);
    expect(locateCommand({ INPUT_HARNESS_VERSION: "9.9.9" })[1]).toEqual([
      "--yes",
      "--package",
      "@games/harness@9.9.9",
      ...locate,
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
    // working-directory is the step's own, and setup-sandbox decides whether the step before runs.
    expect(inputs.filter((name) => !passed.some(([, , input]) => input === name))).toEqual([
      "working-directory",
      "setup-sandbox",
    ]);
    expect(action).toMatch(/\n {6}working-directory: \$\{\{ inputs\.working-directory \}\}\n/);
    expect(action).toContain("inputs.setup-sandbox == 'true'");
    expect(action).toContain('node "$GITHUB_ACTION_PATH/action/run-action.mjs"');
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
