import { spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { buildProgramEnvironment } from "../../src/sandbox/program-environment.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const hasJavac = spawnSync("javac", ["-version"]).status === 0;

describe("a graded program's locale", () => {
  test.each([
    ["no locale at all (a container's)", { PATH: "/bin" }, "C.UTF-8"],
    ["the POSIX locale", { LANG: "C" }, "C.UTF-8"],
    ["LC_ALL=C over a UTF-8 LANG", { LANG: "pt_PT.UTF-8", LC_ALL: "C" }, "C.UTF-8"],
    ["a UTF-8 LANG, kept as it is", { LANG: "pt_PT.UTF-8" }, undefined],
    ["a UTF-8 LC_CTYPE, kept as it is", { LC_CTYPE: "C.utf8" }, undefined],
  ])("%s", (_, host, expected) => {
    expect(buildProgramEnvironment(host, [], "/p").LC_ALL).toBe(expected);
  });

  test("an --env locale wins", () => {
    expect(buildProgramEnvironment({}, ["LC_ALL=C"], "/p").LC_ALL).toBe("C");
  });

  // Graded where no locale is set, a JVM took file names, sources and output as ASCII.
  test.runIf(hasJavac)(
    "with no locale set, a Java student named Zoë compiles and prints ñ: Accepted",
    async () => {
      const root = await makeSuite({
        "suite/a.in": "",
        "suite/a.out": "ñ\n",
        "subs/Zoë Ñúñez/Main.java":
          'public class Main { public static void main(String[] a) { System.out.println("ñ"); } }\n',
      });
      const out = path.join(root, "out");
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(LANG|LANGUAGE|LC_.*)$/.test(name)),
      );
      const args = [bin, "class", `${root}/subs`, "--suite", `${root}/suite`, "--out", out];
      const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      const [student = ""] = await readdir(path.join(out, "students"));
      const report = JSON.parse(
        await readFile(path.join(out, "students", student, "report.json"), "utf8"),
      );
      expect(report.cases.map((run: { verdict: string }) => run.verdict)).toEqual(["Accepted"]);
    },
    120_000,
  );
});
