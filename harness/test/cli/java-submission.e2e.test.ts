import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { makeSuite, programsDir } from "../helpers/suites.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const bin = path.join(packageDir, "bin/games-grade.js");
const hasJava = spawnSync("javac", ["-version"]).status === 0;

// What a teacher does: compile a student's `Main.java` in a folder of its own, then grade it from
// there against a suite somewhere else, as `java Main` or `java -cp sub Main`.
describe.skipIf(!hasJava)("grading a compiled Java submission", () => {
  let student = "";
  let suite = "";

  beforeAll(async () => {
    if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
      execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
    }
    student = await makeSuite({});
    const sub = path.join(student, "sub");
    mkdirSync(sub);
    copyFileSync(path.join(programsDir, "java/Main.java"), path.join(sub, "Main.java"));
    execFileSync("javac", ["Main.java"], { cwd: sub });
    suite = await makeSuite({
      "shout.in": "hello\nworld\n",
      "shout.out": "HELLO\nWORLD\n",
      "whisper.in": "quiet\n",
      "whisper.out": "hush\n",
    });
  }, 60_000);

  const grade = (cwd: string, command: string, options: string[] = []) =>
    execa(process.execPath, [bin, suite, "--cmd", command, ...options], {
      cwd,
      reject: false,
      env: { NO_COLOR: "1", CLASSPATH: undefined },
      extendEnv: true,
    });

  test.each([
    ["java Main", "sub"],
    ["java -cp sub Main", "."],
  ])(
    "`%s` run from the student's folder finds the classes there",
    async (command, from) => {
      const result = await grade(path.join(student, from), command);
      expect(result.stdout).toMatch(/✓ shout\s+Accepted/);
      expect(result.stdout).toMatch(/✗ whisper\s+Wrong Answer/);
      expect(result.stdout).toContain("score 1/2");
      expect(result.exitCode).toBe(1);
    },
    60_000,
  );

  test.each(["strict", "none"])(
    '`--cwd the-student\'s-folder --cmd "java Main"` finds the classes there (--sandbox %s)',
    async (sandbox) => {
      const folder = path.join(student, "sub");
      const result = await grade(packageDir, "java Main", ["--cwd", folder, "--sandbox", sandbox]);
      expect(result.stdout).toMatch(/✓ shout\s+Accepted/);
      expect(result.stdout).toContain("score 1/2");
    },
    60_000,
  );
});
