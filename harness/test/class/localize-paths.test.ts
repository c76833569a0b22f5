import { describe, expect, test } from "vitest";
import { localizePaths } from "../../src/class/localize-paths.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const workDir = "/home/t/grades/.work/frank";
const place = { dir: `${workDir}/files/project`, workDir, suite: "/home/t/cases" };

describe("a student's report, localized", () => {
  test("names the classes folder and the student's files from their own folder", () => {
    const report = {
      ...makeReport([
        makeCase("spec-1", {
          verdict: "Runtime Error",
          message: `could not start: execvp ${workDir}/files/project/main: No such file`,
          stderr: `  File "${workDir}/files/project/src/main.py", line 3\n`,
          output: `cwd ${workDir}/files/project\n`,
          file: "/home/t/cases/spec-1.out",
        }),
      ]),
      program: `java -cp ${workDir}/classes app.Main`,
      build: { message: "javac failed", output: `${workDir}/files/project/Main.java:1: error\n` },
    };
    const local = localizePaths(report, place);
    expect(local.program).toBe("java -cp classes app.Main");
    expect(local.suite).toBe("cases");
    expect(local.build?.output).toBe("Main.java:1: error\n");
    expect(local.cases[0]).toMatchObject({
      message: "could not start: execvp main: No such file",
      stderr: '  File "src/main.py", line 3\n',
      output: "cwd .\n",
      file: "spec-1.out",
    });
  });

  test("leaves a diff as the program printed it, since that is what was judged", () => {
    const diff = `--- expected\n+++ actual\n@@ -1 +1 @@\n-a\n+${workDir}/files/project\n`;
    const report = makeReport([makeCase("spec-1", { verdict: "Wrong Answer", diff })]);
    expect(localizePaths(report, place).cases[0]?.diff).toBe(diff);
  });
});
