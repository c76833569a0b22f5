import { appendFile } from "node:fs/promises";
import type { CliIo } from "@games/cli-kit";
import type { GradeReport } from "../report/grade-report.js";
import { encodeClassroomResult, renderClassroomResult } from "../report/render-classroom.js";
import { writeGivenFile } from "../suite/write-inside.js";
import type { Env } from "./create-terminal.js";

/**
 * `--reporter classroom[=FILE]`: the step output `result` (base64 of GitHub Classroom's JSON)
 * appended to `$GITHUB_OUTPUT`, for `autograding-grading-reporter`; FILE, when given, gets the JSON
 * itself (to read it, or outside GitHub Actions).
 */
export async function writeClassroomResult(
  report: GradeReport,
  file: string | undefined,
  io: CliIo,
  env: Env,
): Promise<void> {
  const result = renderClassroomResult(report, process.cwd());
  if (file !== undefined) {
    await writeGivenFile(file, `${JSON.stringify(result, null, 2)}\n`);
  }
  const output = env.GITHUB_OUTPUT;
  if (output === undefined || output === "") {
    const kept = file === undefined ? "" : ` (the result is in ${file})`;
    io.errorOutput.write(
      `games-grade: GITHUB_OUTPUT is not set (not in GitHub Actions?): no classroom step output written${kept}\n`,
    );
    return;
  }
  const { encoded, trimmed } = encodeClassroomResult(result);
  if (trimmed) {
    io.errorOutput.write(
      `games-grade: the classroom result of ${result.tests.length} cases is too long for GitHub to pass to the reporter: messages left out\n`,
    );
  }
  await appendFile(output, `result=${encoded}\n`);
}
