import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

/** A suite where echo-or-hang is accepted (3 points), wrong (2 points) and out of time (1 point). */
async function gradeForClassroom(extraArgs: string[], env: Record<string, string>) {
  const suite = await makeSuite({
    "suite.json": JSON.stringify({ cases: { accepted: { points: 3 }, wrong: { points: 2 } } }),
    "accepted.in": "x\n",
    "accepted.out": "x\n",
    "wrong.in": "x\n",
    "wrong.out": "y\n",
    "slow.in": "hang\n",
    "slow.out": "hang\n",
  });
  const args = [suite, "--cmd", nodeProgram("echo-or-hang.mjs"), "--time-limit", "500ms"];
  const io = makeIo([...args, ...extraArgs]);
  const status = await runCli(io, { NO_COLOR: "1", ...env });
  return { suite, status, errorText: io.errorText() };
}

/** The `result=` lines appended to a fake $GITHUB_OUTPUT, decoded. */
function decodeOutputs(text: string): unknown[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("result="))
    .map((line) => JSON.parse(Buffer.from(line.slice("result=".length), "base64").toString()));
}

describe("--reporter classroom", () => {
  test("appends the base64 of Classroom's result to $GITHUB_OUTPUT, one test per case", async () => {
    const dir = await makeSuite({ "github-output": "earlier=1\n" });
    const outputFile = path.join(dir, "github-output");
    const { suite, status, errorText } = await gradeForClassroom(["-r", "classroom"], {
      GITHUB_OUTPUT: outputFile,
    });
    expect(status).toBe(1);
    expect(errorText).toBe("");
    const text = await readFile(outputFile, "utf8");
    expect(text).toMatch(/^earlier=1\nresult=[A-Za-z0-9+/]+=*\n$/);
    const [result] = decodeOutputs(text);
    const file = (name: string) => path.relative(process.cwd(), path.join(suite, name));
    expect(result).toEqual({
      version: 1,
      status: "fail",
      max_score: 6,
      tests: [
        {
          name: "accepted",
          status: "pass",
          score: 3,
          message: "Accepted",
          filename: file("accepted.out"),
          line_no: 0,
          duration: expect.any(Number),
        },
        {
          name: "slow",
          status: "fail",
          score: 0,
          message: expect.stringMatching(/^Time Limit Exceeded: /),
          filename: file("slow.out"),
          line_no: 0,
          duration: expect.any(Number),
        },
        {
          name: "wrong",
          status: "fail",
          score: 0,
          message:
            'Wrong Answer: first difference at line 1, column 1: expected "y\\n", got "x\\n"',
          filename: file("wrong.out"),
          line_no: 0,
          duration: expect.any(Number),
        },
      ],
    });
  });

  test("=FILE writes the result's JSON there too, and says on stderr when $GITHUB_OUTPUT is not set", async () => {
    const dir = await makeSuite({});
    const jsonFile = path.join(dir, "reports/classroom.json");
    const { status, errorText } = await gradeForClassroom(["-r", `classroom=${jsonFile}`], {});
    expect(status).toBe(1);
    expect(errorText).toBe(
      `games-grade: GITHUB_OUTPUT is not set (not in GitHub Actions?): no classroom step output written (the result is in ${jsonFile})\n`,
    );
    const result = JSON.parse(await readFile(jsonFile, "utf8"));
    expect(result).toMatchObject({ version: 1, status: "fail", max_score: 6 });
    expect(result.tests.map((test: { score: number }) => test.score)).toEqual([3, 0, 0]);
  });
});
