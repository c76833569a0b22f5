import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { makeCase, makeClassShard, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const bin = path.join(packageDir, "bin/games-grade.js");

beforeAll(() => {
  if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
    execFileSync("npm", ["run", "build"], { cwd: packageDir });
  }
});

/** `games-grade merge` over shards holding `reports` (a text as it is), in a fresh folder. */
async function merge(reports: readonly unknown[], ...options: string[]) {
  const text = (report: unknown) => (typeof report === "string" ? report : JSON.stringify(report));
  const dir = await makeSuite(
    Object.fromEntries(reports.map((report, index) => [`s${index}.json`, text(report)])),
  );
  const files = reports.map((_report, index) => path.join(dir, `s${index}.json`));
  const result = await execa(process.execPath, [bin, "merge", ...files, ...options], {
    reject: false,
    cwd: dir,
    env: { NO_COLOR: "1", GITHUB_ACTIONS: "true" },
  });
  return { ...result, dir, files };
}

describe("merge checks a shard before it renders it", () => {
  // It stopped with exit 70: `internal error: Cannot read properties of undefined`.
  test("a shard without a summary is a one-line error naming the file and the field", async () => {
    const { summary: _summary, ...report } = makeReport([makeCase("a")]);
    const { exitCode, stderr, stdout, files } = await merge([report]);
    expect({ exitCode, stdout }).toEqual({ exitCode: 2, stdout: "" });
    expect(stderr).toBe(
      `games-grade: ${files[0]} is not a games-grade JSON report: summary is missing`,
    );
  });

  test("a case whose durationMs is markup is refused, and no report is written", async () => {
    const report = makeReport([makeCase("a")]);
    const forged = {
      ...report,
      cases: [{ ...report.cases[0], durationMs: "1</td></table><h1>ALL ACCEPTED</h1>" }],
    };
    const { exitCode, stderr, dir, files } = await merge([forged], "-r", "html=m.html");
    expect(exitCode).toBe(2);
    expect(stderr).toBe(
      `games-grade: ${files[0]} is not a games-grade JSON report: cases[0].durationMs is not a number`,
    );
    expect(existsSync(path.join(dir, "m.html"))).toBe(false);
  });

  test("a class.json student without a summary is named, with the field", async () => {
    const { summary: _summary, ...report } = makeReport([makeCase("a")]);
    const shard = makeClassShard(report);
    const { exitCode, stderr, files } = await merge([shard]);
    expect(exitCode).toBe(2);
    expect(stderr).toBe(
      `games-grade: ${files[0]} (student ana) is not a games-grade JSON report: summary is missing`,
    );
  });
});

describe("merge's error line shows a shard's text as text", () => {
  const hostile = "a\u001b]52;c;aGk=\u0007\u001b[2J\r\n::error::x";

  test("a case in two shards is named with its control characters shown", async () => {
    const report = makeReport([makeCase(hostile)]);
    const { exitCode, stderr, files } = await merge([report, report]);
    expect(exitCode).toBe(2);
    expect(stderr).toBe(
      `games-grade: case a\\x1b]52;c;aGk=\\x07\\x1b[2J\\x0d\\x0a::error::x is in both ${files[0]} and ${files[1]}`,
    );
  });

  test("a file that is not JSON is not echoed: its controls are shown and the excerpt is short", async () => {
    const { exitCode, stderr } = await merge([`x\u001b[2J\n::error::inj${"y".repeat(500)}`]);
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/^games-grade: cannot read the report \S+s0\.json: Unexpected token/);
    expect(stderr).toContain(`"x\\x1b[2J\\x0a::er`);
    for (const raw of ["\u001b", "\r", "\n"]) expect(stderr).not.toContain(raw);
    expect(stderr.length).toBeLessThan(300);
  });
});
