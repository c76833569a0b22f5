import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const bin = path.join(packageDir, "bin/games-grade.js");

beforeAll(() => {
  // turbo builds before testing; a bare `vitest run` in a fresh clone builds here.
  if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
    execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
  }
});

function grade(args: string[], env: Record<string, string> = {}) {
  return execa(process.execPath, [bin, ...args], {
    reject: false,
    env: { NO_COLOR: "", FORCE_COLOR: "", ...env },
  });
}

describe("the games-grade command", () => {
  test("exits 0 over an empty fixtures folder, saying so, and still writes the JUnit report", async () => {
    const suite = await makeSuite({ "suite.json": '{ "game": "goose" }' });
    const junit = path.join(suite, "reports/junit.xml");
    const result = await grade([suite, "--reporter", `junit=${junit}`]);
    expect(result).toMatchObject({
      exitCode: 0,
      stdout: `0 cases: no cases found in ${suite}\nreports: ${junit} (junit)`,
      stderr: "",
    });
    expect(readFileSync(junit, "utf8")).toContain('tests="0" failures="0" errors="0"');
  });

  test("exits 1 when a case fails, without colour when piped", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "y\n" });
    const result = await grade([suite, "--cmd", nodeProgram("echo-input.mjs")]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("1 case: 1 Wrong Answer · score 0/1");
    expect(result.stdout).not.toContain("\u001b[");
  });

  test("colours the diff when FORCE_COLOR asks for it", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "y\n" });
    const result = await grade([suite, "--cmd", nodeProgram("echo-input.mjs")], {
      FORCE_COLOR: "1",
    });
    expect(result.stdout).toContain("\u001b[32m+x\u001b[39m");
  });

  test.each([
    [["/no/such/suite"], "games-grade: cannot read the suite /no/such/suite: no such folder"],
    [["--bogus"], "games-grade: unknown option '--bogus' (see --help)"],
    [["suite", "--cmd"], "games-grade: option '--cmd <value>' argument missing (see --help)"],
  ])("exits 2 with one line on standard error for %j", async (args, line) => {
    const result = await grade(args);
    expect(result).toMatchObject({ exitCode: 2, stdout: "", stderr: line });
  });

  test("exits 2 naming a program that cannot run, before running any case", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const result = await grade([suite, "--cmd", "java-that-is-not-installed -cp sub Main"]);
    expect(result).toMatchObject({
      exitCode: 2,
      stdout: "",
      stderr: "games-grade: cannot run java-that-is-not-installed: command not found on PATH",
    });
  });

  test("bundles diff2html's stylesheet into the HTML report, and writes the GitHub summary", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "y\n" });
    const html = path.join(suite, "report.html");
    const summary = path.join(suite, "summary.md");
    const result = await grade(
      [suite, "--cmd", nodeProgram("echo-input.mjs"), "-r", `html=${html}`, "-r", "github"],
      { GITHUB_STEP_SUMMARY: summary, CI: "true" },
    );
    expect(result.exitCode).toBe(1);
    expect(result.stdout).not.toContain("\r");
    expect(result.stdout).toMatch(
      /\n::error file=.*a\.out,title=Wrong Answer::a: first difference/,
    );
    expect(readFileSync(html, "utf8")).toMatch(/<style>.*\.d2h-wrapper\{/s);
    expect(readFileSync(summary, "utf8")).toContain("| ❌ Wrong Answer | 1 |");
  });
});

// A suite past the heap made V8 abort with its stack trace; a class holds it once a student at once.
describe("a suite too large for the grader's memory", () => {
  async function largeSuite() {
    const files: Record<string, string> = { "student/alice/main.py": "print('x')\n" };
    for (let index = 0; index < 20; index++) files[`suite/c${index}.out`] = "x".repeat(1 << 20);
    return makeSuite(files);
  }
  const env = { NODE_OPTIONS: "--max-old-space-size=64" };
  const advice =
    "grade them in parts (--filter, --shard K/N), or give Node more (NODE_OPTIONS=--max-old-space-size=MiB)";

  test("is graded alone, and refused in one line for a class that grades three students at once", async () => {
    const root = await largeSuite();
    const suite = path.join(root, "suite");
    const alone = await grade([suite, "--cmd", "true", "--sandbox", "none", "-q"], env);
    expect(alone.exitCode).toBe(1);
    expect(alone.stdout).toContain("20 cases: 20 Wrong Answer");
    const args = [
      "class",
      path.join(root, "student"),
      "--suite",
      suite,
      "--cmd",
      "python3 main.py",
    ];
    const out = ["--out", path.join(root, "out"), "--jobs", "2", "--sandbox", "none"];
    const classRun = await grade([...args, ...out], env);
    expect(classRun.exitCode).toBe(2);
    expect(classRun.stderr).toMatch(
      new RegExp(
        `^games-grade: the cases' expected outputs take more memory than the grader holds for them \\(half of its [\\d.]+ MiB for JavaScript, shared by the 3 students graded at once\\): ${advice.replace(/[()=.]/g, "\\$&")}$`,
      ),
    );
  }, 60_000);
});
