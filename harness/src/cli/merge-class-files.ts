import path from "node:path";
import type { CliIo } from "@games/cli-kit";
import { checkClassReport, mergeClassReports } from "../class/merge-classes.js";
import { renderClassSummary } from "../class/render-class-log.js";
import { assignStudentFolders } from "../class/student-folder.js";
import { writeClassOutputs } from "../class/write-class-outputs.js";
import { createPaint } from "../report/paint.js";
import type { Env } from "./create-terminal.js";
import { shouldUseColor } from "./detect-color.js";

/** `merge A/class.json B/class.json --out DIR`: the files one unsharded class run writes. */
export async function mergeClassFiles(
  files: readonly { file: string; json: unknown }[],
  out: string,
  io: CliIo,
  env: Env,
): Promise<number> {
  const merged = mergeClassReports(
    files.map(({ file, json }) => ({ file, report: checkClassReport(json, file) })),
  );
  const { students, ...header } = merged;
  const folders = assignStudentFolders(students.map((student) => student.name));
  const rows = await writeClassOutputs(
    out,
    header,
    students.map((student) => ({
      name: student.name,
      folder: folders.get(student.name) ?? student.name,
      fresh: true,
      load: async () => student.report,
    })),
    (message) => io.errorOutput.write(`games-grade: ${message}\n`),
  );
  const result = { header, rows, graded: 0, cached: 0, out: path.resolve(out) };
  const paint = createPaint(shouldUseColor(io.output, env));
  io.output.write(renderClassSummary(result, paint, process.cwd()));
  return 0;
}
